import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SITE_LANGUAGES, TRANSLATED_LANGUAGES } from '../../src/base/languages';

const root = join(import.meta.dirname, '../..');
const RECORD = 'src/base/languages.ts';

/** The code of the site, its tools and the editor: all but the tests, whose fixtures name languages. */
const sources = ['src', 'scripts', 'editor'].flatMap((dir) =>
  readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .map((file) => `${dir}/${file}`)
    .filter((file) => /\.(ts|tsx|js|mjs)$/.test(file) && file !== RECORD),
);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

describe('the language record', () => {
  it('is the one place code names a translated language', () => {
    const namings = TRANSLATED_LANGUAGES.map((lang) => {
      const { tag, prefix, locale, ogLocale } = SITE_LANGUAGES[lang];
      const quoted = [tag, prefix, locale, ogLocale].map(escape).join('|');
      // A quoted code, prefix or locale ('hi', "/hi", `hi-IN`), or a member read by its code (x.hi).
      return new RegExp(`(['"\`])(?:${quoted})\\1|[\\w)\\]?]\\.${escape(tag)}\\b`);
    });
    const found = sources.flatMap((file) =>
      readFileSync(join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          namings.some((naming) => naming.test(line)) ? [`${file}:${i + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(found).toEqual([]);
  });
});
