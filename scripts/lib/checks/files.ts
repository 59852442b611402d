import { existsSync, readdirSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { OUT_DIR } from '../site-file';

/** Every file under `dir` whose name ends with `extension`, as sorted paths relative to `dir`. */
export function filesUnder(dir: string, extension: string): string[] {
  return (readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((file) => file.endsWith(extension))
    .map((file) => relative(dir, join(dir, file)).split(sep).join('/'))
    .sort();
}

/** The build folder a check command is given (else OUT_DIR, else dist/); exits 2 when missing. */
export function buildFolderArgument(command: string): string {
  const dir = resolve(process.argv[2] ?? OUT_DIR);
  if (!existsSync(dir)) {
    console.error(`${command}: no build folder at ${dir} (run npm run build first)`);
    process.exit(2);
  }
  return dir;
}
