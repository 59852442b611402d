/**
 * npm run docs          writes docs/site-json.md, the site.json reference, from the schema
 * npm run docs:check    exits 1 when the committed file is stale
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { DOCS_FILE, generateDocs } from './lib/docs/generate';

const next = await generateDocs();
if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(DOCS_FILE, 'utf8');
  } catch {
    // A missing file is stale too.
  }
  if (current !== next) {
    console.error(
      'docs/site-json.md is stale: it does not match the schema. Run `npm run docs` and commit the result.',
    );
    process.exit(1);
  }
  console.log('docs/site-json.md is up to date.');
} else {
  mkdirSync(dirname(DOCS_FILE), { recursive: true });
  writeFileSync(DOCS_FILE, next);
  console.log(`wrote docs/site-json.md (${next.length} bytes)`);
}
