import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Img } from '../../src/ui/Img';

const ROOT = join(import.meta.dirname, '../..');
const image = { src: '/icons/features/rocket.svg', alt: '', width: 48, height: 48 };
/** The picture alone: React puts a preload link before an eager one. */
const imgOf = (element: ReactElement) => /<img[^>]*>/.exec(renderToStaticMarkup(element))?.[0];

describe('Img, the one renderer of pictures', () => {
  it('gives a picture the size its data gives it and fetches it as the place asks', () => {
    expect(imgOf(<Img image={image} className="icon" />)).toBe(
      '<img src="/icons/features/rocket.svg" alt="" width="48" height="48" class="icon" loading="lazy" decoding="async"/>',
    );
    expect(imgOf(<Img image={image} load="eager" />)).toBe(
      '<img src="/icons/features/rocket.svg" alt="" width="48" height="48"/>',
    );
    expect(imgOf(<Img image={image} load="priority" />)).toBe(
      '<img src="/icons/features/rocket.svg" alt="" width="48" height="48" loading="eager" decoding="sync" fetchPriority="high"/>',
    );
  });

  it('is the only component of src/ that writes an <img>', () => {
    const writers = readdirSync(join(ROOT, 'src'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.tsx'))
      .filter((file) => readFileSync(join(ROOT, 'src', file), 'utf8').includes('<img'))
      .map((file) => file.split(sep).join('/'));
    expect(writers).toEqual(['ui/Img.tsx']);
  });
});
