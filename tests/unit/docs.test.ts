import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { DOCS_FILE, siteJsonSchema } from '../../scripts/lib/docs/generate';
import {
  sectionTypeDocs,
  undescribedProperties,
  walk,
  type JsonSchema,
} from '../../scripts/lib/docs/json-schema';
import { SectionSchema, sectionTypes } from '../../src/sections/registry';
import { PROBLEM_GROUPS, problemsOf } from '../../scripts/lib/docs/problems';

const schema = siteJsonSchema();
const sections = sectionTypeDocs(schema);
const types = [...sectionTypes];

/** The text under "### `type` section", up to the next heading of the same or a higher level. */
function sectionDoc(docs: string, type: string): string | undefined {
  const heading = `### \`${type}\` section\n`;
  const start = docs.indexOf(`\n${heading}`);
  if (start < 0) return undefined;
  const body = docs.slice(start + 1 + heading.length);
  const end = body.search(/^#{2,3} /m);
  return end < 0 ? body : body.slice(0, end);
}

const firstJsonBlock = (text: string): unknown => {
  const block = /^```json\n([\s\S]*?)\n```$/m.exec(text)?.[1];
  return block === undefined ? undefined : JSON.parse(block);
};

describe('docs/site-json.md', () => {
  it.each(types)('documents the "%s" section type with an example', (type) => {
    const doc = sectionDoc(readFileSync(DOCS_FILE, 'utf8'), type);
    expect(doc, `no "### \`${type}\` section" heading`).toBeDefined();
    expect(firstJsonBlock(doc ?? '')).toMatchObject({ type });
  });
});

describe('the JSON Schema editors see', () => {
  it('lists the section types of the registry, in its order', () => {
    expect(sections.map((s) => s.type)).toEqual(types);
  });

  // The guard that keeps hover docs complete: a bare $ref shows its definition's description.
  it('describes every property', () => {
    expect(undescribedProperties(schema)).toEqual([]);
  });

  it.each(types)(
    'gives the "%s" section type a display name, a description and an example',
    (type) => {
      const def = sections.find((s) => s.type === type)?.def;
      // The title is the name an editor reads ("Cards in a grid"), not the type's code.
      expect(def?.title).toMatch(/^[A-Z][a-z]+(?: [a-z]+)*$/);
      expect(def?.description).toMatch(/\bUse it\b/);
      expect(def?.examples?.length).toBeGreaterThan(0);
    },
  );

  it.each(types)('has "%s" examples that are valid sections', (type) => {
    const examples = sections.find((s) => s.type === type)?.def.examples ?? [];
    for (const example of examples) {
      const result = SectionSchema.safeParse(example);
      expect(result.error?.issues ?? []).toEqual([]);
      expect(result.data?.type).toBe(type);
    }
  });

  it('has only examples that its own schema accepts', () => {
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    addFormats.default(ajv);
    const invalid = walk(schema).flatMap(([path, node]) => {
      if (!node.examples) return [];
      const validate = ajv.compile({ ...node, $defs: schema.$defs } satisfies JsonSchema);
      return node.examples
        .filter((example) => !validate(example))
        .map((example) => `${path}: ${JSON.stringify(example)}`);
    });
    expect(invalid).toEqual([]);
  });
});

describe('the list of problems in docs/site-json.md', () => {
  it.each(PROBLEM_GROUPS.flatMap((g) => g.examples.map((e) => [g.title, e.mistake, e] as const)))(
    '%s: "%s" is reported, with its line',
    (_group, _mistake, example) => {
      const [problem] = problemsOf(example);
      expect(problem).toBeDefined();
      expect(problem!.line).toBeGreaterThan(0);
      expect(readFileSync(DOCS_FILE, 'utf8')).toContain(problem!.message.slice(0, 40));
    },
  );
});
