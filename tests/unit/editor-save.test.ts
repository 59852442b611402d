import { chmod, mkdtemp, readdir, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fileVersion, saveSiteFile } from '../../editor/disk/save';

// Disk events on demand: another program writing while a save is under way, and a rename that
// fails (the last step of a save, where a real disk can fail too).
const renameFails = vi.hoisted(() => ({ now: false }));
const whileWriting = vi.hoisted(() => ({ run: undefined as (() => Promise<void>) | undefined }));
vi.mock('node:fs/promises', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs/promises')>();
  return {
    ...fs,
    open: async (...args: Parameters<typeof fs.open>) => {
      const handle = await fs.open(...args);
      await whileWriting.run?.();
      return handle;
    },
    rename: (from: string, to: string) =>
      renameFails.now
        ? Promise.reject(new Error('ENOSPC: no space left on device'))
        : fs.rename(from, to),
  };
});

const ORIGINAL =
  '{\n    "name": "Arogya Infotech",\n    "sameAs": ["https://a.example"],\n    "pages": []\n}\n';

let dir: string;
let file: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'editor-save-'));
  file = join(dir, 'site.json');
  await writeFile(file, ORIGINAL);
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('fileVersion', () => {
  it('is the sha256 of the text, and changes with any byte', () => {
    expect(fileVersion('{}\n')).toBe(
      'ca3d163bab055381827226140568f3bef7eaac187cebd76878e0b63e9e442356',
    );
    expect(fileVersion('{}\n')).not.toBe(fileVersion('{} \n'));
  });
});

describe('saveSiteFile', () => {
  it('writes the smallest diff and returns the new version', async () => {
    const outcome = await saveSiteFile(file, fileVersion(ORIGINAL), {
      name: 'Arogya Infotech, Gorakhpur',
      sameAs: ['https://a.example'],
      pages: [],
    });
    const text =
      '{\n    "name": "Arogya Infotech, Gorakhpur",\n    "sameAs": ["https://a.example"],\n    "pages": []\n}\n';
    expect(outcome).toEqual({ ok: true, text, version: fileVersion(text), minimal: true });
    expect(await readFile(file, 'utf8')).toBe(text);
  });

  it('refuses, writing nothing, when the file changed on disk since it was loaded', async () => {
    const edited = ORIGINAL.replace('"pages": []', '"pages": [{ "path": "/vs-code" }]');
    await writeFile(file, edited);
    const before = await stat(file);
    const outcome = await saveSiteFile(file, fileVersion(ORIGINAL), {
      name: 'x',
      sameAs: [],
      pages: [],
    });
    expect(outcome).toEqual({
      ok: false,
      reason: 'changed-on-disk',
      diskText: edited,
      diskVersion: fileVersion(edited),
    });
    expect(await readFile(file, 'utf8')).toBe(edited);
    expect((await stat(file)).mtimeMs).toBe(before.mtimeMs);
  });

  it('replaces the file by renaming a finished temporary file, leaving no temporary file behind', async () => {
    const before = await stat(file);
    await saveSiteFile(file, fileVersion(ORIGINAL), { name: 'New', sameAs: [], pages: [] });
    expect((await stat(file)).ino).not.toBe(before.ino);
    expect(await readdir(dir)).toEqual(['site.json']);
  });

  it('keeps the file mode', async () => {
    await chmod(file, 0o640);
    await saveSiteFile(file, fileVersion(ORIGINAL), { name: 'New', sameAs: [], pages: [] });
    expect((await stat(file)).mode & 0o777).toBe(0o640);
  });

  it('writes through a symbolic link to its target, keeping the link', async () => {
    const link = join(dir, 'linked.json');
    await symlink(file, link);
    await saveSiteFile(link, fileVersion(ORIGINAL), { name: 'Linked', sameAs: [], pages: [] });
    expect((await readFile(file, 'utf8')).split('\n')[1]).toBe('    "name": "Linked",');
    expect((await readdir(dir)).sort()).toEqual(['linked.json', 'site.json']);
    expect(await readFile(link, 'utf8')).toBe(await readFile(file, 'utf8'));
  });

  it('does not touch the file when nothing changed', async () => {
    const before = await stat(file);
    const outcome = await saveSiteFile(file, fileVersion(ORIGINAL), JSON.parse(ORIGINAL));
    expect(outcome).toMatchObject({ ok: true, text: ORIGINAL, version: fileVersion(ORIGINAL) });
    expect((await stat(file)).ino).toBe(before.ino);
  });

  it('lets only the first of two saves from the same version through', async () => {
    const version = fileVersion(ORIGINAL);
    const [first, second] = await Promise.all([
      saveSiteFile(file, version, { name: 'First', sameAs: [], pages: [] }),
      saveSiteFile(file, version, { name: 'Second', sameAs: [], pages: [] }),
    ]);
    expect(first.ok).toBe(true);
    expect(second).toMatchObject({ ok: false, reason: 'changed-on-disk' });
    expect(await readFile(file, 'utf8')).toContain('"First"');
  });

  it('keeps the original and leaves no temporary file when the new text cannot be put in place', async () => {
    renameFails.now = true;
    try {
      await expect(
        saveSiteFile(file, fileVersion(ORIGINAL), { name: 'New', sameAs: [], pages: [] }),
      ).rejects.toThrow('ENOSPC');
    } finally {
      renameFails.now = false;
    }
    expect(await readFile(file, 'utf8')).toBe(ORIGINAL);
    expect(await readdir(dir)).toEqual(['site.json']);
  });

  it('refuses when another program writes the file while the save is being prepared', async () => {
    const vsCode = ORIGINAL.replace('"pages": []', '"pages": [{ "path": "/from-vs-code" }]');
    whileWriting.run = () => writeFile(file, vsCode);
    try {
      const outcome = await saveSiteFile(file, fileVersion(ORIGINAL), {
        name: 'x',
        sameAs: [],
        pages: [],
      });
      expect(outcome).toEqual({
        ok: false,
        reason: 'changed-on-disk',
        diskText: vsCode,
        diskVersion: fileVersion(vsCode),
      });
    } finally {
      whileWriting.run = undefined;
    }
    expect(await readFile(file, 'utf8')).toBe(vsCode);
    expect(await readdir(dir)).toEqual(['site.json']);
  });
});
