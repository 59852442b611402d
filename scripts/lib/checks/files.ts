import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Every file under `dir` whose name ends with `extension`, as sorted paths relative to `dir`. */
export function filesUnder(dir: string, extension: string): string[] {
  return (readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((file) => file.endsWith(extension))
    .map((file) => relative(dir, join(dir, file)).split(sep).join('/'))
    .sort();
}
