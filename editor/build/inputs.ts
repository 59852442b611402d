import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

/**
 * What the editor's bundle is made from, relative to the repository: the site's code (its
 * components and pure layers), the editor's page, preview, protocol and core, the palette's
 * pictures, the Vite configs, the lockfile (a library's version) and the build's own code.
 * Folders are read whole, so a file added to them changes the fingerprint too.
 */
export const BUILD_INPUTS = [
  'src',
  'editor/ui',
  'editor/preview',
  'editor/protocol',
  'editor/lib',
  'editor/merge',
  'editor/palette',
  'editor/build',
  'editor/working-copy/sender.ts',
  'editor/index.html',
  'editor/preview.html',
  'editor/vite.config.ts',
  'vite.config.ts',
  'scripts/lib/build/class-names.ts',
  'tsconfig.json',
  'package-lock.json',
];

async function filesUnder(root: string, path: string): Promise<string[]> {
  const at = join(root, path);
  const entries = await readdir(at, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOTDIR') return undefined;
      throw error;
    },
  );
  if (!entries) return [path];
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

/**
 * The content hash of every input, in one: the same sources give the same fingerprint on any
 * machine and at any file time, and any change of a byte, a name or a file's presence another.
 */
export async function fingerprint(root: string): Promise<string> {
  const files = (await Promise.all(BUILD_INPUTS.map((path) => filesUnder(root, path))))
    .flat()
    .sort();
  const hash = createHash('sha256');
  for (const file of files) {
    const content = await readFile(join(root, file));
    hash.update(`${file}\0${content.length}\0`).update(content);
  }
  return hash.digest('hex').slice(0, 20);
}
