import { describe, expect, it } from 'vitest';
import { SiteSchema } from '../../src/schema/site';
import { sectionSchemas } from '../../src/sections/registry';
import { BlockRefSchema } from '../../src/sections/Block/schema';
import { choicesOf } from '../../src/schema/introspect';
import { PROGRAMMER_WORDS, programmerWordsIn } from '../../editor/lib/programmer-words';
import {
  shownChoiceTitleOf,
  shownDescriptionOf,
  shownTitleOf,
} from '../../editor/lib/schema-words';
import { walkSchema } from '../fixtures/schema-walk';
import { uiStrings } from '../fixtures/ui-strings';

/** What the review of the editor found on its screens, each a programmer's word. */
const FOUND_IN_REVIEW = [
  'Editing site.json',
  'site.json:1095:7 forms.contact.accessKey',
  'Published to origin/main',
  'application/octet-stream',
  'The page heading (the only h1 of the page).',
  'Pop-up delay (milliseconds)',
  'Card height in px.',
  'The last part of the article address: /blog/{slug}.',
  'also copy the new English into "from"',
  'Post number',
  'Publication date, YYYY-MM-DD.',
  'A JPEG, PNG, WebP or AVIF photo; or drop or paste one here.',
  '{"title": "Old"} → {"title": "New"} (JSON)',
];

/** Texts in words, some near a programmer's word, that must pass. */
const IN_WORDS = [
  'Contact form: access key',
  'Pop-up delay (thousandths of a second)',
  'Undone: Picture 2 moved to position 2 of 5',
  'Spoken for a testimonial’s stars; {rating} is 1-5.',
  'Saved. The live site shows it in a few minutes.',
  'A photo or a picture; or drop or paste one here.',
  'Gap between slides in pixels.',
];

/** Texts of the editor's page code that are for developers, not shown to a person. */
const FOR_DEVELOPERS = [
  '(max-width: 899.98px)', // a media query the layout asks the browser
  'useFields() must be used inside <FieldsContext.Provider>.',
  'useNestedField() must be used inside <NestedFieldContext.Provider>.',
];

describe('the programmer’s words', () => {
  it('give a reason for each entry', () => {
    for (const word of PROGRAMMER_WORDS) expect(word.reason.length, word.name).toBeGreaterThan(20);
  });

  it.each(FOUND_IN_REVIEW)('catch %j', (text) => {
    expect(programmerWordsIn(text)).not.toEqual([]);
  });

  it.each(IN_WORDS)('leave %j alone', (text) => {
    expect(programmerWordsIn(text)).toEqual([]);
  });

  it('are in none of the texts the editor’s page code writes', () => {
    const hits = uiStrings('editor/ui')
      .filter((s) => !FOR_DEVELOPERS.includes(s.text))
      .flatMap((s) => programmerWordsIn(s.text).map((w) => `${s.at}: ${w} in ${s.text}`));
    expect(hits).toEqual([]);
  });

  it('are in no title, description or choice the form shows for any field of any section', () => {
    const hits = new Set<string>();
    for (const root of [SiteSchema, ...sectionSchemas, BlockRefSchema])
      walkSchema(root, 'site', (schema, at) => {
        const texts = [
          shownTitleOf(schema),
          shownDescriptionOf(schema),
          ...(choicesOf(schema) ?? []).map((c) => shownChoiceTitleOf(schema, c)),
        ];
        for (const text of texts)
          for (const word of text ? programmerWordsIn(text) : [])
            hits.add(`${at}: ${word} in ${text}`);
      });
    expect([...hits]).toEqual([]);
  });
});
