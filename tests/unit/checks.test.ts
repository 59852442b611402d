/**
 * The gates can fail: the HTML checker reports an invalid document, the link checker a fake
 * site with broken links and assets, and both commands exit 1 with readable lines.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkHtmlFolder,
  formatHtmlProblem,
  jsonLdProblems,
  validateHtml,
} from '../../scripts/lib/checks/html';
import { checkLinks, formatLinkReport } from '../../scripts/lib/checks/links';

const ROOT = join(import.meta.dirname, '../..');
const TSX = join(ROOT, 'node_modules/.bin/tsx');
const run = promisify(execFile);

/** Runs a script; resolves with its exit code and output whatever the code. */
async function runScript(script: string, ...args: string[]) {
  try {
    const { stdout, stderr } = await run(TSX, [join(ROOT, script), ...args], { cwd: ROOT });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, output: e.stdout + e.stderr };
  }
}

const page = (body: string, head = '') =>
  [
    '<!doctype html>',
    '<html lang="en">',
    '  <head>',
    '    <meta charset="utf-8">',
    '    <title>A page</title>',
    ...(head ? [`    ${head}`] : []),
    '  </head>',
    '  <body>',
    `    ${body}`,
    '  </body>',
    '</html>',
    '',
  ].join('\n');

/** The 1-based line of the first occurrence of `needle`. */
const lineOf = (text: string, needle: string) =>
  text.slice(0, text.indexOf(needle)).split('\n').length;

function writeSite(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'checks-'));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), content);
  }
  return dir;
}

const folders: string[] = [];
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

describe('the HTML gate', () => {
  it('accepts a valid page written the way React and the template write it', async () => {
    const html = page(
      '<main id="main"><h1 id="_R_1a_">Hello</h1><button type="button" disabled="">Off</button>' +
        '<img src="/x.png" alt="X" width="10" height="10" fetchPriority="high"/><!-- --></main>',
      '<meta name="description" content="A page." />',
    );
    expect(await validateHtml(html, 'ok.html')).toEqual([]);
  });

  it('reports an invalid snippet with its position, rule and message', async () => {
    const html = page(
      '<main><div><li>loose item</li></div><p id="same">a</p><p id="same">b</p>' +
        '<figure><div><figcaption>c</figcaption></div></figure>' +
        '<img src="/x.png"><button disabled="disabled">x</button></main>',
    );
    const problems = await validateHtml(html, 'bad.html');
    const rules = problems.map((p) => p.rule);
    expect(rules).toEqual(
      expect.arrayContaining([
        'element-permitted-parent',
        'no-dup-id',
        'element-permitted-content',
        'wcag/h37',
        'attribute-boolean-style',
        'no-implicit-button-type',
      ]),
    );
    const dup = problems.find((p) => p.rule === 'no-dup-id')!;
    expect(formatHtmlProblem(dup)).toMatch(
      new RegExp(`^bad\\.html:${lineOf(html, 'id="same"')}:\\d+ no-dup-id Duplicate ID "same"`),
    );
  });

  it('checks every .html file of a folder, JSON-LD included', async () => {
    const dir = writeSite({
      'index.html': page('<main><h1>Fine</h1></main>'),
      'about/index.html': page(
        '<main><h1>About</h1><ul><div>not a list item</div></ul></main>',
        '<script type="application/ld+json">{"@type":"WebPage"}</script>',
      ),
      'assets/app.js': '<div><li>not html</li></div>',
    });
    folders.push(dir);
    const report = await checkHtmlFolder(dir);
    expect(report.files).toEqual(['about/index.html', 'index.html']);
    expect(report.problems.map((p) => `${p.file} ${p.rule}`)).toEqual([
      'about/index.html element-permitted-content',
      'about/index.html jsonld-context',
    ]);
  });

  it('finds JSON-LD problems at their line', () => {
    const html = 'x\n<script type="application/ld+json">{"@context":"https://schema.org"}</script>';
    expect(jsonLdProblems(html, 'a.html')).toEqual([
      { file: 'a.html', line: 2, column: 36, rule: 'jsonld-type', message: 'JSON-LD has no @type' },
    ]);
  });

  it('npm run check:html prints file:line:col rule message and exits 1', async () => {
    const dir = writeSite({ 'index.html': page('<main><p><div>block in p</div></p></main>') });
    folders.push(dir);
    const { code, output } = await runScript('scripts/check-html.ts', dir);
    expect(code).toBe(1);
    expect(output).toMatch(/^index\.html:8:\d+ \S+ .+$/m);
    expect(output).toMatch(/check-html: 1 HTML files in .*: \d+ error\(s\)/);
  });
});

describe('the Nu HTML checker gate', () => {
  it('npm run check:nu reports what only the reference validator refuses, and passes a valid page', async () => {
    const bad = page(
      '<main><img src="/a.png" alt="A" width="10" height="10" sizes="50vw"></main>',
      '<link rel="preload" as="image" href="/a.png" imagesizes="50vw">',
    );
    const dir = writeSite({
      'index.html': bad,
      'about/index.html': page('<main><h1>Fine</h1></main>'),
    });
    folders.push(dir);
    const { code, output } = await runScript('scripts/check-nu.ts', dir);
    expect(code).toBe(1);
    expect(output).toContain(
      `index.html:${lineOf(bad, 'imagesizes')}:5  The “imagesizes” attribute must only be specified if the “imagesrcset” attribute is also specified.`,
    );
    expect(output).toMatch(
      new RegExp(
        `^index\\.html:${lineOf(bad, '<img')}:\\d+  The “sizes” attribute must only be specified if the “srcset” attribute is also specified\\.$`,
        'm',
      ),
    );
    expect(output).toContain('check-nu: 2 HTML files in');
    expect(output).toContain(': 2 error(s).');

    const good = writeSite({ 'index.html': page('<main><img src="/a.png" alt="A"></main>') });
    folders.push(good);
    const ok = await runScript('scripts/check-nu.ts', good);
    expect(ok.output).toContain(': 0 error(s).');
    expect(ok.code).toBe(0);
  }, 120_000); // two Java start-ups, slow on a busy machine
});

describe('the link gate', () => {
  let dir: string;
  beforeAll(() => {
    dir = writeSite({
      'index.html': page(
        `<header><a href="/about">About</a> <a href="/missing-page">Gone</a>
        <a href="/about#team">Team</a> <a href="/about#nobody">Nobody</a> <a href="#main">Skip</a>
        <a href="https://example.org/">External</a> <a href="mailto:a@example.org">Mail</a>
        <a href="javascript:alert(1)">Script</a></header>
        <main id="main"><img src="/img/ok.svg" alt="ok" srcset="/img/ok.svg 1x, /img/missing-2x.svg 2x">
        <video poster="/media/missing-poster.webp"></video></main>`,
        '<link rel="stylesheet" href="/assets/missing.css"><link rel="canonical" href="https://www.example.org/">',
      ),
      'about/index.html': page(
        '<main id="main"><h1 id="team">Team</h1><a href="/">Home</a><a href="/missing-page">Gone</a>' +
          '<a href="https://www.example.org/elsewhere">Own origin, absolute</a></main>',
      ),
      'img/ok.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      '404.html': page('<main><h1>Not found</h1></main>'),
      '_data/index.json': JSON.stringify({ hero: { src: '/img/missing-data.svg' }, path: '/x' }),
      '_data/404.json': '{}',
      '_data/blogs.json': '{"heading": "cut short',
      // _data/about.json is missing on purpose
      'robots.txt': 'User-agent: *\nSitemap: https://www.example.org/sitemap.xml\n',
      'sitemap.xml':
        '<urlset><url><loc>https://www.example.org/about</loc></url><url><loc>https://www.example.org/gone</loc></url></urlset>',
    });
    folders.push(dir);
  });

  it('lists each broken URL with the pages that reference it', async () => {
    const report = await checkLinks(dir);
    expect(report.pages).toEqual(['/', '/404.html', '/about']);
    const broken = Object.fromEntries(
      report.broken.map((b) => [b.url, `${b.reason} ← ${b.referrers.join(' ')}`]),
    );
    expect(broken).toEqual({
      '/missing-page': 'HTTP 404 ← / /about',
      '/img/missing-2x.svg': 'HTTP 404 ← /',
      '/media/missing-poster.webp': 'HTTP 404 ← /',
      '/assets/missing.css': 'HTTP 404 ← /',
      '/_data/about.json': 'HTTP 404 ← /about',
      '/img/missing-data.svg': 'HTTP 404 ← /_data/index.json',
      '/elsewhere': 'HTTP 404 ← /about',
      '/about#nobody': 'no element with id "nobody" on /about ← /',
      'javascript:alert(1)': 'script URL ← /',
      '/gone': 'HTTP 404 ← /sitemap.xml',
      '/_data/blogs.json': 'route data is not JSON ← ',
    });
    expect([...report.external].sort()).toEqual(['https://example.org/', 'mailto:a@example.org']);
    const text = formatLinkReport(report);
    expect(text).toContain('BROKEN /missing-page  (HTTP 404)\n  referenced by: /, /about');
    expect(text).toMatch(/11 broken\.$/);
  });

  it('npm run check:links exits 1 on a broken site and 0 on a whole one', async () => {
    const broken = await runScript('scripts/check-links.ts', dir);
    expect(broken.code).toBe(1);
    expect(broken.output).toContain('BROKEN /missing-page');
    const whole = writeSite({
      'index.html': page(
        '<main id="main"><a href="/about">About</a><a href="#main">Top</a></main>',
      ),
      'about/index.html': page('<main><a href="/">Home</a></main>'),
      '404.html': page('<main><h1>Not found</h1></main>'),
      '_data/index.json': '{}',
      '_data/about.json': '{}',
      '_data/404.json': '{}',
    });
    folders.push(whole);
    const ok = await runScript('scripts/check-links.ts', whole);
    expect(ok.output).toContain('0 broken.');
    expect(ok.code).toBe(0);
  });

  it('refuses a folder that is not a build', async () => {
    const empty = writeSite({ 'readme.txt': 'nothing' });
    folders.push(empty);
    await expect(checkLinks(empty)).rejects.toThrow(/no index\.html/);
  });
});
