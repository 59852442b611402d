/**
 * npm run docs          writes docs/site-json.md, the site.json reference, from the schema
 * npm run docs:check    exits 1 when the committed file is stale
 */
import { DOCS_FILE, generateDocs } from './lib/docs/generate';
import { writeOrCheck } from './lib/generated-file';

writeOrCheck(DOCS_FILE, await generateDocs(), 'docs');
