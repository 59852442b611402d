import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { formatProblem, runChecks } from '../../src/content/check';
import { imageProblem, imageShape } from '../../scripts/lib/site-file';
import { phonePhoto } from '../fixtures/photos';
import { baseSite, toText } from '../../scripts/lib/base-site';
import { tempDir } from '../fixtures/temp-dir';

type Site = ReturnType<typeof baseSite>;

function problemsOf(mutate: (site: Site) => void, uploads?: string[]): string[] {
  const site = baseSite();
  mutate(site);
  return runChecks(toText(site), uploads ? { uploads } : {}).problems.map(formatProblem);
}

const photo = { src: '/uploads/team.jpg', alt: 'The team', width: 800, height: 600 };

describe('the check of photos', () => {
  it('says at which width a photo is too small for its place', () => {
    const problems = problemsOf((site) => {
      site.pages[0]!.sections.push({
        type: 'split',
        heading: 'About',
        body: ['Text.'],
        image: photo,
      } as never);
    });
    expect(problems.filter((p) => p.includes('blurry'))).toEqual([
      expect.stringMatching(
        /^site\.json:\d+:\d+ {2}warning {2}pages\[0\]\.sections\[\d+\]\.image\.width {2}the picture \/uploads\/team\.jpg is 800 px wide, but this place shows it 835 px wide \(in a 899 px wide window\), 1670 px on a 2× screen: it will look blurry there; use a picture at least 1670 px wide$/,
      ),
    ]);
    // An SVG scales to any width, so it is never too small.
    expect(
      problemsOf((site) => {
        site.pages[0]!.sections.push({
          type: 'split',
          heading: 'About',
          body: ['Text.'],
          image: { ...photo, src: '/images/x.svg' },
        } as never);
      }).filter((p) => p.includes('blurry')),
    ).toEqual([]);
  });

  it('holds a post’s lead picture to the place the blog template shows it', () => {
    const blurry = (mutate: (site: Site) => void) =>
      problemsOf((site) => {
        site.blog!.posts![0]!.image = photo;
        mutate(site);
      }).filter((p) => p.includes('blurry'));
    expect(blurry(() => {})).toEqual([
      expect.stringMatching(
        /^site\.json:\d+:\d+ {2}warning {2}blog\.posts\[0\]\.image\.width {2}the picture \/uploads\/team\.jpg is 800 px wide, but this place shows it 678 px wide \(in a 736 px wide window\), 1355 px on a 2× screen: it will look blurry there; use a picture at least 1355 px wide$/,
      ),
    ]);
    // A template that shows no post's picture holds none to a place.
    expect(
      blurry((site) => {
        site.blog!.template = site.blog!.template!.filter(
          (section) => (section as { type: string }).type !== 'article',
        );
      }),
    ).toEqual([]);
  });

  it('takes an empty alt text as right only where the picture is marked decorative', () => {
    const altProblems = (image: object) =>
      problemsOf((site) => {
        site.blog!.posts![0]!.image = { ...site.blog!.posts![0]!.image, ...image };
      }).filter((p) => p.includes('blog.posts[0].image.'));
    expect(altProblems({ alt: '' })).toEqual([
      expect.stringContaining(
        'the image /images/blog/seo.svg has no alt text: screen readers skip it; describe what it shows, or mark it decorative',
      ),
    ]);
    expect(altProblems({ alt: '', decorative: true })).toEqual([]);
    expect(altProblems({ alt: 'A chart', decorative: true })).toEqual([
      expect.stringContaining(
        'blog.posts[0].image.decorative  the image /images/blog/seo.svg is marked decorative but has alt text: screen readers will read it; empty the alt text, or remove "decorative"',
      ),
    ]);
  });

  it('lists an upload in public/uploads/ that nothing uses', () => {
    const problems = problemsOf(() => {}, ['/uploads/left-over.jpg']);
    expect(problems).toContain(
      'site.json:1:1  warning  (root)  the file "public/uploads/left-over.jpg" is not used by any page: remove it, or show it somewhere',
    );
  });

  it('refuses a file named as a picture that is none', async () => {
    const dir = tempDir('public-');
    writeFileSync(join(dir, 'fake.jpg'), '%PDF-1.7 not a picture');
    writeFileSync(join(dir, 'empty.png'), '');
    writeFileSync(
      join(dir, 'real.jpg'),
      await sharp({ create: { width: 4, height: 4, channels: 3, background: '#888' } })
        .jpeg()
        .toBuffer(),
    );
    expect(imageProblem(dir, '/fake.jpg')).toBe(
      'the file "public/fake.jpg" is not an image, whatever its name says: export the picture again as JPEG, PNG or SVG and put that file there',
    );
    expect(imageProblem(dir, '/empty.png')).toContain('is not an image');
    expect(imageProblem(dir, '/real.jpg')).toBeUndefined();
    expect(imageProblem(dir, '/media/hero.mp4')).toBeUndefined();
  });

  it('says when a camera photo’s width and height are not its upright shape, and what to write', async () => {
    const dir = tempDir('public-');
    writeFileSync(join(dir, 'go-live.jpg'), await phonePhoto());
    // Stored 4000×3000 with EXIF orientation 6: shown upright, 3000×4000.
    expect(imageShape(dir, '/go-live.jpg')).toEqual({ width: 3000, height: 4000 });
    expect(imageShape(dir, '/images/x.svg')).toBeUndefined();
    const shapeProblems = (image: object) => {
      const site = baseSite();
      site.blog!.posts![0]!.image = { ...site.blog!.posts![0]!.image, ...image };
      return runChecks(toText(site), { imageShape: (path) => imageShape(dir, path) })
        .problems.map(formatProblem)
        .filter((p) => p.includes('turned upright'));
    };
    expect(shapeProblems({ src: '/go-live.jpg', width: 4000, height: 3000 })).toEqual([
      expect.stringMatching(
        /^site\.json:\d+:\d+ {2}warning {2}blog\.posts\[0\]\.image\.width {2}the picture \/go-live\.jpg is 3000×4000 as it is shown \(turned upright\), but "width" and "height" say 4000×3000: the space kept for it would squeeze or cut it; write "width": 3000, "height": 4000$/,
      ),
    ]);
    // The same shape, smaller, is right: the build makes it no larger than it is shown.
    expect(shapeProblems({ src: '/go-live.jpg', width: 1920, height: 2560 })).toEqual([]);
  });
});
