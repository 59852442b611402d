import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Img } from '../../src/ui/Img';
import { responsiveFor } from '../../src/content/images/responsive';
import { buildHead } from '../../src/seo/head';
import { loadSite } from '../fixtures/site';

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

  it('offers a photo in AVIF, WebP and its own format at its place’s widths, with sizes', () => {
    const photo = {
      src: '/uploads/team.jpg',
      alt: 'The team',
      width: 600,
      height: 400,
      focus: { x: 30, y: 70 },
      color: '#4a6b8c',
    };
    const responsive = responsiveFor(photo, [{ kind: 'fixed', width: 300 }]);
    const html = renderToStaticMarkup(<Img image={{ ...photo, responsive }} load="priority" />);
    const sizes = 'sizes="300px"';
    expect(html).toBe(
      `<picture><source type="image/avif" srcSet="/_img/uploads/team.jpg-300w.avif 300w, /_img/uploads/team.jpg-378w.avif 378w, /_img/uploads/team.jpg-476w.avif 476w, /_img/uploads/team.jpg-600w.avif 600w" ${sizes}/>` +
        `<source type="image/webp" srcSet="/_img/uploads/team.jpg-300w.webp 300w, /_img/uploads/team.jpg-378w.webp 378w, /_img/uploads/team.jpg-476w.webp 476w, /_img/uploads/team.jpg-600w.webp 600w" ${sizes}/>` +
        `<img src="/uploads/team.jpg" srcSet="/_img/uploads/team.jpg-300w.jpg 300w, /_img/uploads/team.jpg-378w.jpg 378w, /_img/uploads/team.jpg-476w.jpg 476w, /_img/uploads/team.jpg-600w.jpg 600w" ${sizes} alt="The team" width="600" height="400" style="object-position:30% 70%;background-color:#4a6b8c" loading="eager" decoding="sync" fetchPriority="high"/></picture>`,
    );
    // The lead photo is preloaded in its preferred format, at the widths and sizes of its place.
    const site = loadSite();
    const seo = site.pages[0]!.seo;
    const head = buildHead(site, { path: '/', seo, leadImage: { ...photo, responsive } });
    expect(head[2]).toEqual({
      tag: 'link',
      attrs: {
        rel: 'preload',
        as: 'image',
        imagesrcset: responsive.sources[0]!.srcset,
        imagesizes: '300px',
        type: 'image/avif',
        fetchpriority: 'high',
      },
    });
  });

  it('is the only component of src/ that writes an <img>, animated ones (<m.img>) included', () => {
    const writers = readdirSync(join(ROOT, 'src'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.tsx'))
      .filter((file) => /<(?:\w+\.)?img\b/.test(readFileSync(join(ROOT, 'src', file), 'utf8')))
      .map((file) => file.split(sep).join('/'));
    expect(writers).toEqual(['ui/Img.tsx']);
  });
});
