import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from '../../scripts/lib/site-file';
import { MIN_PASSWORD_LENGTH, hashPassword } from './password';
import { readPassword } from './read-password';
import {
  AccountError,
  accountOf,
  accountsFileFor,
  addAccount,
  normalEmail,
  normalName,
  readAccounts,
  removeAccount,
  resetPassword,
} from './store';

// `npm run edit:user -- add|reset|remove|list`: the editor's accounts beside site.json (or SITE_FILE).
const USAGE = `Usage:
  npm run edit:user -- add <email> --name "<Full Name>"   (then type the password; or pipe it in)
  npm run edit:user -- reset <email>                     (then type the new password)
  npm run edit:user -- remove <email>
  npm run edit:user -- list`;

const file = accountsFileFor(process.env.SITE_FILE ?? join(ROOT, 'site.json'));

/** The password typed (or piped in) for `email`, hashed; a short one is refused. */
async function newPassword(email: string, what: string) {
  const password = await readPassword(
    `${what} for ${email} (at least ${MIN_PASSWORD_LENGTH} characters): `,
  );
  if ([...password].length < MIN_PASSWORD_LENGTH)
    throw new AccountError(
      `The password must be at least ${MIN_PASSWORD_LENGTH} characters long (this one has ${[...password].length}). Nothing was stored.`,
    );
  return hashPassword(password);
}

async function add(email: string, name: string | undefined) {
  const account = { email: normalEmail(email), name: normalName(name) };
  const password = await newPassword(account.email, 'Password');
  await addAccount(file, { ...account, password, added: new Date().toISOString() });
  return `Added ${account.email} (${account.name}) to ${file}. They sign in to the editor with this email and password.`;
}

// There is no e-mail to send a reset link: whoever runs the editor sets the new password, and
// tells the person. Reading the accounts first says at once when there is no such account.
async function reset(email: string) {
  const normal = normalEmail(email);
  accountOf(await readAccounts(file), normal);
  const account = await resetPassword(file, normal, await newPassword(normal, 'New password'));
  return `Set a new password for ${account.email} (${account.name}). The old one no longer signs in; sessions already open stay open until they sign out (to end them now, remove the account and add it again).`;
}

async function list() {
  const accounts = await readAccounts(file);
  if (accounts.length === 0)
    return 'No accounts: the editor runs on this machine only, without signing in.';
  return accounts.map((a) => `${a.email}  ${a.name}  (added ${a.added.slice(0, 10)})`).join('\n');
}

async function run(args: string[]): Promise<string> {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: { name: { type: 'string' } },
  });
  const [command, email, ...extra] = positionals;
  if (extra.length > 0) throw new AccountError(`Unexpected "${extra.join(' ')}".\n${USAGE}`);
  if (command === 'list' && email === undefined) return list();
  if (command === 'add' && email !== undefined) return add(email, values.name);
  if (command === 'reset' && email !== undefined) return reset(email);
  if (command === 'remove' && email !== undefined) {
    const removed = await removeAccount(file, normalEmail(email));
    return `Removed ${removed.email} (${removed.name}); their sessions in a running editor end at their next request.`;
  }
  throw new AccountError(USAGE);
}

try {
  console.log(await run(process.argv.slice(2)));
} catch (error) {
  if (!(
    error instanceof AccountError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
  ))
    throw error;
  console.error(
    error instanceof AccountError ? error.message : `${(error as Error).message}\n${USAGE}`,
  );
  process.exit(1);
}
