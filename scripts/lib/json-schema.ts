import { z } from 'zod';
import { SiteSchema } from '../../src/schema/site';

/** The JSON Schema editors and ajv use, generated from the zod schema (the single source). */
export function generateJsonSchema(): string {
  const schema = z.toJSONSchema(SiteSchema, { io: 'input', target: 'draft-2020-12' });
  return `${JSON.stringify(schema, null, 2)}\n`;
}
