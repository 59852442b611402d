/**
 * npm run schema          writes schemas/site.schema.json from the zod schema
 * npm run schema:check    exits 1 when the committed file is stale
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { SCHEMA_FILE } from './lib/site-file';
import { generateJsonSchema } from './lib/json-schema';

const next = generateJsonSchema();
if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(SCHEMA_FILE, 'utf8');
  } catch {
    // A missing file is stale too.
  }
  if (current !== next) {
    console.error('schemas/site.schema.json is stale: run `npm run schema` and commit the result.');
    process.exit(1);
  }
  console.log('schemas/site.schema.json is up to date.');
} else {
  writeFileSync(SCHEMA_FILE, next);
  console.log(`wrote schemas/site.schema.json (${next.length} bytes)`);
}
