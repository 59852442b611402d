/**
 * npm run schema          writes schemas/site.schema.json from the zod schema
 * npm run schema:check    exits 1 when the committed file is stale
 */
import { SCHEMA_FILE } from './lib/site-file';
import { generateJsonSchema } from './lib/json-schema';
import { writeOrCheck } from './lib/generated-file';

writeOrCheck(SCHEMA_FILE, generateJsonSchema(), 'schema');
