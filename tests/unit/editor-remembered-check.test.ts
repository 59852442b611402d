import { mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rememberedCheck } from '../../editor/http/remembered-check';
import { tempDir } from '../fixtures/temp-dir';

/** A public/ folder with one picture, and a check that counts its runs. */
function setUp() {
  const publicDir = tempDir('remembered-check-');
  mkdirSync(join(publicDir, 'uploads'));
  writeFileSync(join(publicDir, 'uploads', 'a.png'), 'a picture');
  const texts: string[] = [];
  const check = rememberedCheck((text) => {
    texts.push(text);
    return [`problems of ${text}`];
  }, publicDir);
  return { publicDir, texts, check };
}

describe("the editor's remembered check", () => {
  it('answers a text checked before from memory while public/ is unchanged', () => {
    const { texts, check } = setUp();
    expect(check('one')).toEqual(['problems of one']);
    expect(check('two')).toEqual(['problems of two']);
    expect(check('one')).toEqual(['problems of one']);
    expect(texts).toEqual(['one', 'two']);
  });

  it('checks again once a file of public/ is removed, added or changed', () => {
    const { publicDir, texts, check } = setUp();
    const picture = join(publicDir, 'uploads', 'a.png');
    check('site');
    rmSync(picture);
    check('site');
    writeFileSync(picture, 'a picture');
    check('site');
    writeFileSync(picture, 'another picture');
    check('site');
    utimesSync(picture, new Date(2000, 0, 1), new Date(2000, 0, 1));
    check('site');
    expect(texts).toHaveLength(5);
  });

  it('checks again on the next day, when a closing date may have passed', () => {
    const publicDir = tempDir('remembered-check-');
    let day = '2026-11-28';
    const texts: string[] = [];
    const check = rememberedCheck((text) => texts.push(text), publicDir, { today: () => day });
    check('site');
    check('site');
    day = '2026-11-29';
    check('site');
    expect(texts).toEqual(['site', 'site']);
  });

  it('keeps the last four texts', () => {
    const { texts, check } = setUp();
    for (const text of ['a', 'b', 'c', 'd', 'e', 'b', 'a']) check(text);
    expect(texts).toEqual(['a', 'b', 'c', 'd', 'e', 'a']);
  });
});
