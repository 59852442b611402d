import { statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword, type PasswordHash } from '../../editor/accounts/password';
import {
  accountsFileFor,
  addAccount,
  normalEmail,
  normalName,
  readAccounts,
  removeAccount,
  watchedAccounts,
  type StoredAccount,
} from '../../editor/accounts/store';
import { tempDir } from '../fixtures/temp-dir';

// A cheap cost keeps the store's tests quick; the default cost is tested once below.
const CHEAP = { N: 2 ** 10, r: 8, p: 1 };
const freshFile = () => accountsFileFor(join(tempDir('accounts-'), 'site.json'));
const account = async (email: string, name = 'Ana Rao'): Promise<StoredAccount> => ({
  email,
  name,
  password: await hashPassword('correct horse battery', CHEAP),
  added: '2026-11-26T10:00:00.000Z',
});

describe('password hashing', () => {
  it('stores a salted scrypt hash with its cost (N=2^15, r=8, p=1 by default), never the password', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(stored).toMatchObject({ scheme: 'scrypt', N: 32768, r: 8, p: 1 });
    expect(Buffer.from(stored.salt, 'base64')).toHaveLength(16);
    expect(JSON.stringify(stored)).not.toContain('correct horse');
    const again = await hashPassword('correct horse battery');
    expect(again.salt).not.toBe(stored.salt);
    expect(again.hash).not.toBe(stored.hash);
  });

  it('verifies the right password and refuses any other, at the cost it was stored with', async () => {
    const stored = await hashPassword('correct horse battery', CHEAP);
    expect(stored.N).toBe(1024);
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('correct horse batterY', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
    const otherCost: PasswordHash = { ...stored, N: 2048 };
    expect(await verifyPassword('correct horse battery', otherCost)).toBe(false);
  });
});

describe('the accounts file', () => {
  it('lives in .editor/ beside the site file', () => {
    expect(accountsFileFor('/srv/site/site.json')).toBe('/srv/site/.editor/accounts.json');
  });

  it('is written readable by its owner only, and read back', async () => {
    const file = freshFile();
    expect(await readAccounts(file)).toEqual([]);
    await addAccount(file, await account('ana@example.org'));
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(join(file, '..')).mode & 0o777).toBe(0o700);
    expect((await readAccounts(file)).map((a) => a.email)).toEqual(['ana@example.org']);
  });

  it('refuses a second account for the same email, saying how to change a password', async () => {
    const file = freshFile();
    await addAccount(file, await account('ana@example.org'));
    await expect(addAccount(file, await account('ana@example.org'))).rejects.toThrow(
      'There is already an account for ana@example.org. To give it a new password: npm run edit:user -- reset ana@example.org',
    );
  });

  it('removes an account by email, and names the ones there are for an unknown email', async () => {
    const file = freshFile();
    await addAccount(file, await account('ana@example.org'));
    await addAccount(file, await account('bo@example.org', 'Bo Das'));
    await expect(removeAccount(file, 'cy@example.org')).rejects.toThrow(
      'There is no account for cy@example.org (there are: ana@example.org, bo@example.org).',
    );
    expect((await removeAccount(file, 'ana@example.org')).name).toBe('Ana Rao');
    expect((await readAccounts(file)).map((a) => a.email)).toEqual(['bo@example.org']);
  });

  it('says which file is broken and how', async () => {
    const file = freshFile();
    await addAccount(file, await account('ana@example.org'));
    writeFileSync(file, '{"accounts": [{"email": 1}]}');
    await expect(readAccounts(file)).rejects.toThrow(`${file} is not an accounts file:`);
    writeFileSync(file, '{');
    await expect(readAccounts(file)).rejects.toThrow(`${file} is not JSON`);
  });

  it('is seen again by the running editor as soon as it changes', async () => {
    const file = freshFile();
    const current = watchedAccounts(file);
    expect(current()).toEqual([]);
    await addAccount(file, await account('ana@example.org'));
    expect(current().map((a) => a.email)).toEqual(['ana@example.org']);
    await removeAccount(file, 'ana@example.org');
    expect(current()).toEqual([]);
  });
});

describe('what an account is made of', () => {
  it('keeps an email trimmed and in lower case, and refuses what is not one', () => {
    expect(normalEmail(' Ana.Rao@Example.ORG ')).toBe('ana.rao@example.org');
    for (const wrong of ['ana', 'ana@example', '@example.org', 'ana rao@example.org', 'a@b@c.org'])
      expect(() => normalEmail(wrong)).toThrow(
        `"${wrong}" is not an email address (like name@example.org).`,
      );
  });

  it('asks for a name, and keeps it on one line', () => {
    expect(normalName('  Ana   Rao ')).toBe('Ana Rao');
    expect(() => normalName(undefined)).toThrow(
      'Give the person\'s name with --name "Full Name": the editor shows it, and it is the author of what they publish.',
    );
    expect(() => normalName('<script>')).toThrow('is not a name the editor can show');
  });
});
