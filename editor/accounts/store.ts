import { chmod, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { statSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { PasswordHashSchema } from './password';

/**
 * Accounts live beside the site file, in a folder git ignores: never in site.json, never
 * committed, readable by the owner of the editor process only.
 */
export const accountsFileFor = (siteFile: string) =>
  join(dirname(siteFile), '.editor', 'accounts.json');

const AccountSchema = z.strictObject({
  email: z.string(),
  name: z.string(),
  password: PasswordHashSchema,
  added: z.iso.datetime(),
});
export type StoredAccount = z.infer<typeof AccountSchema>;

const AccountsFileSchema = z.strictObject({ accounts: z.array(AccountSchema) });

/** A change to the accounts the person asked for cannot be made; the message says why. */
export class AccountError extends Error {
  override name = 'AccountError';
}

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** The address as stored and compared: trimmed and in lower case. */
export function normalEmail(email: string): string {
  const normal = email.trim().toLowerCase();
  if (!EMAIL.test(normal))
    throw new AccountError(`"${email}" is not an email address (like name@example.org).`);
  return normal;
}

function parseAccounts(file: string, text: string): StoredAccount[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new AccountError(`${file} is not JSON (${(error as Error).message}).`);
  }
  const parsed = AccountsFileSchema.safeParse(json);
  if (!parsed.success)
    throw new AccountError(
      `${file} is not an accounts file: ${parsed.error.issues[0]?.message ?? 'unknown shape'}.`,
    );
  return parsed.data.accounts;
}

export async function readAccounts(file: string): Promise<StoredAccount[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return parseAccounts(file, text);
}

/** Written whole to a temporary file and renamed, so a reader never sees half of it. */
export async function writeAccounts(file: string, accounts: StoredAccount[]): Promise<void> {
  await mkdir(dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify({ accounts }, null, 2)}\n`, { mode: 0o600 });
  // The mode of `writeFile` applies only to a new file, and the umask may have narrowed it.
  await chmod(temporary, 0o600);
  await rename(temporary, file);
}

export async function addAccount(file: string, account: StoredAccount): Promise<void> {
  const accounts = await readAccounts(file);
  if (accounts.some((a) => a.email === account.email))
    throw new AccountError(
      `There is already an account for ${account.email}. To give it a new password: npm run edit:user -- reset ${account.email}`,
    );
  await writeAccounts(file, [...accounts, account]);
}

/** The account of `email`; refused, naming the accounts there are, when there is none. */
export function accountOf(accounts: StoredAccount[], email: string): StoredAccount {
  const found = accounts.find((a) => a.email === email);
  if (!found)
    throw new AccountError(
      `There is no account for ${email}${accounts.length ? ` (there are: ${accounts.map((a) => a.email).join(', ')})` : ' (there are none)'}.`,
    );
  return found;
}

export async function removeAccount(file: string, email: string): Promise<StoredAccount> {
  const accounts = await readAccounts(file);
  const found = accountOf(accounts, email);
  await writeAccounts(
    file,
    accounts.filter((a) => a !== found),
  );
  return found;
}

/** Gives the account of `email` a new password; its name and the day it was added stay. */
export async function resetPassword(
  file: string,
  email: string,
  password: StoredAccount['password'],
): Promise<StoredAccount> {
  const accounts = await readAccounts(file);
  const found = accountOf(accounts, email);
  await writeAccounts(
    file,
    accounts.map((a) => (a === found ? { ...a, password } : a)),
  );
  return found;
}

/**
 * The accounts as the running editor sees them: read again whenever the file changes, so an
 * account added or removed with `npm run edit:user` counts at once (a removed one's sessions end).
 */
export function watchedAccounts(file: string): () => StoredAccount[] {
  let seen = '';
  let accounts: StoredAccount[] = [];
  return () => {
    let stamp: string;
    try {
      const stat = statSync(file);
      stamp = `${stat.mtimeMs}:${stat.size}:${stat.ino}`;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      stamp = 'none';
    }
    if (stamp !== seen) {
      accounts = stamp === 'none' ? [] : parseAccounts(file, readFileSync(file, 'utf8'));
      seen = stamp;
    }
    return accounts;
  };
}

/** The name shown in the editor and written as the author of what the person publishes. */
export function normalName(name: string | undefined): string {
  const normal = (name ?? '').trim().replace(/\s+/g, ' ');
  if (!normal)
    throw new AccountError(
      'Give the person\'s name with --name "Full Name": the editor shows it, and it is the author of what they publish.',
    );
  if (normal.length > 100 || /[\p{Cc}<>]/u.test(normal))
    throw new AccountError(
      `"${normal}" is not a name the editor can show (at most 100 characters, no < or >).`,
    );
  return normal;
}
