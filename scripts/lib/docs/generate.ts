import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { generateJsonSchema } from '../json-schema';
import { ROOT } from '../site-file';
import type { JsonSchema } from './json-schema';
import { renderProblems } from './problems';
import { renderDocs } from './render';

export const DOCS_FILE = join(ROOT, 'docs/site-json.md');

export const siteJsonSchema = (): JsonSchema => JSON.parse(generateJsonSchema()) as JsonSchema;

/**
 * docs/site-json.md as `npm run docs` writes it. Formatted with the project's Prettier settings,
 * so `npm run format` leaves it unchanged and `docs:check` stays green.
 */
export async function generateDocs(): Promise<string> {
  const options = await resolveConfig(DOCS_FILE);
  return format(`${renderDocs(siteJsonSchema())}\n${renderProblems()}\n`, {
    ...options,
    filepath: DOCS_FILE,
  });
}
