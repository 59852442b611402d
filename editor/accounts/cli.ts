import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from '../../scripts/lib/site-file';
import { MIN_PASSWORD_LENGTH, hashPassword } from './password';
import { readPassword } from './read-password';
import {
  AccountError,
  accountsFileFor,
  addAccount,
  normalEmail,
  normalName,
  readAccounts,
  removeAccount,
} from './store';

// `npm run edit:user -- add|remove|list`: the accounts of the editor beside site.json (or SITE_FILE).
const USAGE = `Usage:
  npm run edit:user -- add <email> --name "<Full Name>"   (then type the password; or pipe it in)
  npm run edit:user -- remove <email>
  npm run edit:user -- list`;

const file = accountsFileFor(process.env.SITE_FILE ?? join(ROOT, 'site.json'));

async function add(email: string, name: string | undefined) {
  const account = { email: normalEmail(email), name: normalName(name) };
  const password = await readPassword(
    `Password for ${account.email} (at least ${MIN_PASSWORD_LENGTH} characters): `,
  );
  if ([...password].length < MIN_PASSWORD_LENGTH)
    throw new AccountError(
      `The password must be at least ${MIN_PASSWORD_LENGTH} characters long (this one has ${[...password].length}). Nothing was stored.`,
    );
  await addAccount(file, {
    ...account,
    password: await hashPassword(password),
    added: new Date().toISOString(),
  });
  return `Added ${account.email} (${account.name}) to ${file}. They sign in to the editor with this email and password.`;
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
