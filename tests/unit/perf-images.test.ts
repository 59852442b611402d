import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chosenCandidate, imageBytes, sizesAt } from '../../scripts/lib/perf/images';
import { tempDir } from '../fixtures/temp-dir';

describe('the image bytes of a page', () => {
  it('evaluates sizes and picks the narrowest candidate wide enough, as Chromium does', () => {
    const sizes = '(min-width: 900px) calc(47.5vw - 32px), calc(100vw - 32px)';
    expect(sizesAt(sizes, 375)).toBe(343);
    expect(sizesAt(sizes, 1280)).toBeCloseTo(576);
    const srcset = '/a-300w.avif 300w, /a-701w.avif 701w, /a-1000w.avif 1000w';
    expect(chosenCandidate(srcset, 686)).toBe('/a-701w.avif');
    expect(chosenCandidate(srcset, 2000)).toBe('/a-1000w.avif');
  });

  it('counts a photo’s chosen AVIF and every other picture’s file, once each', () => {
    const dist = tempDir('img-bytes-');
    mkdirSync(join(dist, '_img'));
    writeFileSync(join(dist, '_img/p-300w.avif'), Buffer.alloc(300));
    writeFileSync(join(dist, '_img/p-700w.avif'), Buffer.alloc(700));
    writeFileSync(join(dist, 'logo.svg'), Buffer.alloc(50));
    const html =
      '<img src="/logo.svg"><picture><source type="image/avif" srcSet="/_img/p-300w.avif 300w, /_img/p-700w.avif 700w" sizes="(min-width: 900px) 300px, calc(100vw - 32px)"/><source type="image/webp" srcSet="/x.webp 300w"/><img src="/p.jpg"></picture><img src="/logo.svg">';
    expect(imageBytes(dist, html, 375, 2)).toBe(700 + 50);
    expect(imageBytes(dist, html, 1280, 1)).toBe(300 + 50);
  });
});
