import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { ROOT } from './site-file';

/**
 * A committed file generated from the schema: written by `npm run <script>`, or, with --check,
 * compared with what it would be (exit 1 when stale, so CI catches a forgotten regeneration).
 */
export function writeOrCheck(
  file: string,
  next: string,
  script: string,
  check = process.argv.includes('--check'),
) {
  const name = relative(ROOT, file);
  if (!check) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, next);
    console.log(`wrote ${name} (${next.length} bytes)`);
    return;
  }
  let current = '';
  try {
    current = readFileSync(file, 'utf8');
  } catch {
    // A missing file is stale too.
  }
  if (current !== next) {
    console.error(
      `${name} is stale: it does not match the schema. Run \`npm run ${script}\` and commit the result.`,
    );
    process.exit(1);
  }
  console.log(`${name} is up to date.`);
}
