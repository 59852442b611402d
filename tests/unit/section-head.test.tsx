import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SectionFoot, SectionHead } from '../../src/ui/SectionHead';

const ROOT = join(import.meta.dirname, '../..');

describe("a section's head and foot", () => {
  it('draws the eyebrow, heading and introduction it is given, and the button when there is one', () => {
    expect(
      renderToStaticMarkup(<SectionHead eyebrow="What we do" heading="Services" intro="Fast." />),
    ).toBe(
      '<div class="section-head"><p class="eyebrow">What we do</p><h2>Services</h2><p>Fast.</p></div>',
    );
    expect(renderToStaticMarkup(<SectionHead heading="Services" />)).toBe(
      '<div class="section-head"><h2>Services</h2></div>',
    );
    expect(renderToStaticMarkup(<SectionFoot />)).toBe('');
    expect(
      renderToStaticMarkup(
        <MemoryRouter>
          <SectionFoot action={{ label: 'All services', href: '/services', variant: 'primary' }} />
        </MemoryRouter>,
      ),
    ).toMatch(
      /^<div class="section-foot"><a [^>]*href="\/services"[^>]*>All services<\/a><\/div>$/,
    );
  });

  it('are written by src/ui/SectionHead.tsx alone', () => {
    const writers = readdirSync(join(ROOT, 'src'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.tsx'))
      .filter((file) =>
        /["'`]section-(?:head|foot)["'`]/.test(readFileSync(join(ROOT, 'src', file), 'utf8')),
      )
      .map((file) => file.split(sep).join('/'));
    expect(writers).toEqual(['ui/SectionHead.tsx']);
  });
});
