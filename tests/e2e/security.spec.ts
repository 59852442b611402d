import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { BOOT_SCRIPT, ENTRY_ATTRIBUTE } from '../../src/render/boot';
import { expect, test } from './fixtures';

const DIST = process.env.E2E_DIST ?? 'dist-e2e';

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

test('every response carries the security headers; assets are cached for a year, HTML never', async ({
  request,
}) => {
  const page = await request.get('/');
  const headers = page.headers();
  const csp = headers['content-security-policy'] ?? '';
  for (const directive of [
    "default-src 'none'",
    "script-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    'frame-src https://www.google.com',
  ]) {
    expect(csp).toContain(directive);
  }
  expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(headers['strict-transport-security']).toMatch(/max-age=(\d{8,})/);
  expect(
    Number(/max-age=(\d+)/.exec(headers['strict-transport-security']!)?.[1]),
  ).toBeGreaterThanOrEqual(31_536_000);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toBeTruthy();
  // Pages are revalidated on every visit (the static hosts' default; _headers sets none).
  expect(headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  const script = new RegExp(`<script ${ENTRY_ATTRIBUTE}="([^"]+)"`).exec(await page.text())?.[1];
  expect((await request.get(script!)).headers()['cache-control']).toBe(
    'public, max-age=31536000, immutable',
  );
});

const hashOf = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const bootTag = new RegExp(`^<script ${ENTRY_ATTRIBUTE}="/assets/[\\w-]+\\.js">$`);

test('the built HTML runs no inline script but the boot script, which the policy allows by its hash', () => {
  const files = htmlFiles(DIST);
  expect(files.length).toBeGreaterThan(30);
  const policy = /Content-Security-Policy: (.*)/.exec(
    readFileSync(join(DIST, '_headers'), 'utf8'),
  )![1]!;
  const scriptSources = /script-src ([^;]*)/.exec(policy)![1]!.split(' ');
  expect(scriptSources).toEqual(["'self'", hashOf(BOOT_SCRIPT)]);
  for (const file of files) {
    for (const [, tag, body] of readFileSync(file, 'utf8').matchAll(
      /(<script\b[^>]*>)([\s\S]*?)<\/script>/g,
    )) {
      const inert = /type="application\/(ld\+)?json"/.test(tag!);
      const external = /\ssrc="\/[^"]+"/.test(tag!) && body === '';
      const boot = bootTag.test(tag!) && body === BOOT_SCRIPT;
      expect(inert || external || boot, `${file}: ${tag}`).toBe(true);
    }
    expect(readFileSync(file, 'utf8')).not.toMatch(/\son[a-z]+="/);
  }
});

test('no page links a stylesheet: its styles are inline, each <style> allowed by its hash', () => {
  const policy = /Content-Security-Policy: (.*)/.exec(
    readFileSync(join(DIST, '_headers'), 'utf8'),
  )![1]!;
  const styleSources = /style-src ([^;]*)/.exec(policy)![1]!.split(' ');
  let pages = 0;
  for (const file of htmlFiles(DIST)) {
    const html = readFileSync(file, 'utf8');
    // A linked stylesheet holds the first paint back until it has come (a round trip).
    expect(html, file).not.toMatch(/<link\b[^>]*\brel="?stylesheet/i);
    const sheets = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)];
    for (const [, css] of sheets) expect(styleSources, file).toContain(hashOf(css!));
    // Every page but an alias's redirect is styled.
    if (!html.includes('http-equiv="refresh"')) {
      expect(sheets.length, file).toBeGreaterThan(0);
      pages += 1;
    }
  }
  expect(pages).toBeGreaterThan(30);
});
