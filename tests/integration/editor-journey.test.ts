import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { siteText } from '../fixtures/site';
import { tempDir } from '../fixtures/temp-dir';

/**
 * What an editor does: add a page, a blog post and a job to a copy of site.json, with no code
 * change, and build. Everything must show up where a visitor and a crawler look for it.
 */
describe('content added in site.json alone', () => {
  const work = tempDir('editor-');
  const siteFile = join(work, 'site.json');
  const out = join(work, 'dist');
  const site = JSON.parse(siteText());

  site.pages.push({
    path: '/telemedicine',
    seo: {
      title: 'Telemedicine | Arogya Infotech',
      description: 'Video consultations for clinics, set up and supported by our Gorakhpur team.',
    },
    sections: [
      { type: 'hero', size: 'banner', heading: 'Telemedicine Solutions' },
      {
        type: 'prose',
        heading: 'How it works',
        body: ['Patients book, pay and meet the doctor by video. [Contact us](/contact).'],
      },
    ],
  });
  site.blog.posts.push({
    ...site.blog.posts[0],
    id: 99,
    slug: 'telemedicine-basics',
    title: 'Telemedicine Basics for Small Clinics',
    date: '2026-11-01',
    excerpt: 'What a small clinic needs to start video consultations.',
    description: 'What a small clinic needs to start video consultations safely and simply.',
  });
  site.collections.jobs.items.push({
    id: 'android-developer',
    title: 'Android Developer',
    description: 'Build patient apps in Kotlin.',
    location: 'On Site',
    employment: 'full-time',
    posted: '2026-11-01',
  });
  writeFileSync(siteFile, `${JSON.stringify(site, null, 2)}\n`);

  const build = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
    env: { ...process.env, SITE_FILE: siteFile, OUT_DIR: out },
    encoding: 'utf8',
    timeout: 120_000,
  });
  const read = (file: string) => readFileSync(join(out, file), 'utf8');

  it('builds', () => {
    expect(build.stderr).not.toMatch(/error/i);
    expect(build.status).toBe(0);
  });

  it('the new page is a prerendered route with its own head, listed in the sitemap', () => {
    const html = read('telemedicine/index.html');
    expect(html).toContain('<title>Telemedicine | Arogya Infotech</title>');
    expect(html).toContain('Telemedicine Solutions');
    expect(html).toContain(
      '<link rel="canonical" href="https://www.arogyainfotech.com/telemedicine" data-head>',
    );
    expect(read('sitemap.xml')).toContain('<loc>https://www.arogyainfotech.com/telemedicine</loc>');
    expect(existsSync(join(out, '_data/telemedicine.json'))).toBe(true);
  });

  it('the new English-only page is served under /hi/ in English, with the Hindi notice, noindex and no pairing', () => {
    const html = read('hi/telemedicine/index.html');
    expect(html).toContain('<html lang="hi" dir="ltr">');
    expect(html).toContain('<title>Telemedicine | Arogya Infotech</title>');
    expect(html).toContain(
      `<p class="untranslated" lang="hi">${site.layout.words.hi.notTranslated.text}</p>`,
    );
    expect(html).toMatch(/<main [^>]*\blang="en"/);
    expect(html).toContain('<meta name="robots" content="noindex" data-head>');
    expect(html).not.toContain('hreflang="hi" href');
    expect(read('telemedicine/index.html')).not.toContain('hreflang="hi" href');
    expect(read('sitemap.xml')).not.toContain('/hi/telemedicine');
    // Pages whose Hindi is complete are paired in both directions, as before.
    expect(read('hi/about/index.html')).toContain(
      '<link rel="alternate" hreflang="en" href="https://www.arogyainfotech.com/about" data-head>',
    );
  });

  it('the new post has its article route and leads the blog list and the home teaser; it is in the sitemap and the feed', () => {
    expect(read('blog/telemedicine-basics/index.html')).toContain(
      'Telemedicine Basics for Small Clinics</h1>',
    );
    // Newest first, and the whole blog on one page: the new post is the list's first card.
    const list = read('blogs/index.html');
    expect(list.indexOf('Telemedicine Basics for Small Clinics')).toBeGreaterThan(0);
    expect(list.indexOf('Telemedicine Basics for Small Clinics')).toBeLessThan(
      list.indexOf(site.blog.posts.find((p: { id: number }) => p.id === 10).title),
    );
    expect(existsSync(join(out, 'blogs/page/2'))).toBe(false);
    expect(read('index.html')).toContain('Telemedicine Basics for Small Clinics');
    expect(read('sitemap.xml')).toContain('/blog/telemedicine-basics</loc>');
    expect(read('rss.xml')).toContain('<title>Telemedicine Basics for Small Clinics</title>');
  });

  it('the new job appears on /career with an Apply Now link carrying its id, and is offered on /apply', () => {
    const html = read('career/index.html');
    expect(html).toContain('Android Developer');
    expect(html).toContain('href="/apply?job=android-developer"');
    expect(read('apply/index.html')).toContain('<option value="Android Developer (job)">');
  });

  it('ships checked data to the browser, not the checker: no built script carries zod', () => {
    const scripts = readdirSync(join(out, 'assets')).filter((f) => f.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    // "jitless" is a zod setting whose name survives minification.
    expect(scripts.filter((f) => read(`assets/${f}`).includes('jitless'))).toEqual([]);
  });
});
