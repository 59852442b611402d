import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sectionTypes } from '../../src/sections/registry';
import { sectionFolder } from '../../src/sections/components';

// What ARCHITECTURE.md says is done in one place only, held by reading the code for the lines
// that would do it elsewhere. Each test names those lines, file and number.

const root = join(import.meta.dirname, '../..');

/** The code files under these folders, as paths from the root. */
const code = (...dirs: string[]) =>
  dirs.flatMap((dir) =>
    readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => `${dir}/${file.split('\\').join('/')}`),
  );

/** `file:line: text` of every line of these files that `pattern` finds. */
function linesMatching(files: readonly string[], pattern: RegExp): string[] {
  return files.flatMap((file) =>
    readFileSync(join(root, file), 'utf8')
      .split('\n')
      .flatMap((line, i) => (pattern.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
  );
}

const everywhere = code('src', 'editor', 'scripts');

describe('done in one place only', () => {
  it('reads how zod keeps a schema in src/schema/introspect.ts alone (its _zod, its registry, .meta())', () => {
    const others = everywhere.filter((file) => file !== 'src/schema/introspect.ts');
    expect(linesMatching(others, /\._zod\b|\bglobalRegistry\b|\.meta\(\)/)).toEqual([]);
  });

  it("gives a component the site's own words (layout.words) through useWords() alone", () => {
    const components = code('src').filter((file) => file.endsWith('.tsx'));
    // `x.words`, or `{ words } = …layout`.
    expect(linesMatching(components, /\.words\b|\bwords\b[^=;]*\}\s*=\s*[\w.]*layout\b/)).toEqual(
      [],
    );
  });

  it('names a section type in code only in its own folder', () => {
    const rendered = sectionTypes.filter((type) => type !== 'block');
    const named = linesMatching(
      everywhere,
      new RegExp(
        `(?:\\btype\\s*(?:===|!==|:)\\s*|definitionOf\\(\\s*|\\bcase\\s+)(['"\`])(?:${rendered.join('|')})\\1`,
      ),
    );
    const inOwnFolder = (line: string) =>
      rendered.some((type) => line.startsWith(`src/sections/${sectionFolder(type)}/`));
    // Data, not decisions: the example site the tests and the reference break, and the banner a
    // page added in the editor opens with.
    const data = ['scripts/lib/base-site.ts:', 'editor/ui/changes/targets.ts:'];
    expect(
      named.filter((line) => !inOwnFolder(line) && !data.some((file) => line.startsWith(file))),
    ).toEqual([]);
  });

  it("lets an edit enter the editor's undo stack through use-site-file.ts's apply alone", () => {
    const others = code('editor').filter(
      (file) => !['editor/ui/use-site-file.ts', 'editor/ui/undo.ts'].includes(file),
    );
    expect(linesMatching(others, /kind:\s*'change'/)).toEqual([]);
  });

  it('loads framer-motion only in the motion wrapper and the parts that animate, each its own chunk', () => {
    const animates =
      /^src\/(?:ui\/(?:Motion\.tsx|motion-features\.ts)|layout\/PromoPanel\.tsx|sections\/\w+\/on-intent\/)/;
    const importers = linesMatching(code('src'), /['"]framer-motion['"]/);
    expect(importers.filter((line) => !animates.test(line))).toEqual([]);
  });

  it('loads swiper only in the testimonials section', () => {
    const importers = linesMatching(code('src'), /['"]swiper(?:\/[^'"]*)?['"]/);
    expect(importers.filter((line) => !line.startsWith('src/sections/Testimonials/'))).toEqual([]);
  });
});
