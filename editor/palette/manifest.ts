import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sectionTypes, type SectionType } from '../../src/sections/registry';
import { sectionFolder } from '../../src/sections/components';
import { sectionExample } from '../ui/palette/names';

// A picture is stale when what it was drawn from changed: the type's example or its component's
// files. Their hash is recorded beside the pictures, so the check needs no browser.

export const PALETTE_DIR = import.meta.dirname;
export const MANIFEST_FILE = join(PALETTE_DIR, 'manifest.json');
const SECTIONS_DIR = join(PALETTE_DIR, '../../src/sections');

/** The folder of src/sections/ that holds a type, as the site finds its component's chunk. */
function folderOf(type: SectionType): string | undefined {
  const dir = join(SECTIONS_DIR, sectionFolder(type));
  return existsSync(dir) ? dir : undefined;
}

/** The hash of what a type's picture is drawn from: its example and its component's files. */
export function sourceHash(type: SectionType): string {
  const hash = createHash('sha256').update(JSON.stringify(sectionExample(type) ?? null));
  const folder = folderOf(type);
  const drawn = folder
    ? readdirSync(folder)
        .filter((name) => /\.(tsx|css)$/.test(name))
        .sort()
    : [];
  for (const name of drawn) hash.update(`\0${name}\0`).update(readFileSync(join(folder!, name)));
  return hash.digest('hex').slice(0, 16);
}

/** Every section type and the hash its picture must have been drawn from. */
export function currentHashes(): Record<string, string> {
  return Object.fromEntries(sectionTypes.map((type) => [type, sourceHash(type)]));
}

export function recordedHashes(): Record<string, string> {
  return existsSync(MANIFEST_FILE)
    ? (JSON.parse(readFileSync(MANIFEST_FILE, 'utf8')) as Record<string, string>)
    : {};
}

/** The types whose picture is missing or drawn from something that has changed since. */
export function stalePictures(): string[] {
  const recorded = recordedHashes();
  const current = currentHashes();
  return Object.keys(current).filter(
    (type) => recorded[type] !== current[type] || !existsSync(join(PALETTE_DIR, `${type}.webp`)),
  );
}
