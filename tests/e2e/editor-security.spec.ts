import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium';
import { expect, test, type EditedCopy } from './editor-harness';

// The attacks of a web page the editor's user happens to visit, in a real browser. Each must
// leave site.json exactly as it was.

/** What a page elsewhere would send: the whole site with the contact inbox changed. */
function hostileSave(copy: EditedCopy) {
  const data = JSON.parse(copy.original) as { contact: { email: string } };
  data.contact.email = 'attacker@example.com';
  const baseVersion = createHash('sha256').update(copy.original).digest('hex');
  return JSON.stringify({ baseVersion, data });
}

test('a page of another site cannot save through the editor, however it sends', async ({
  browser,
  siteCopy: { copy, editor },
}) => {
  // Another site on this machine (so the browser's local-network rules do not stop it first),
  // with no security policy of its own.
  const site = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('<!doctype html><title>You won a prize</title>');
  });
  await new Promise<void>((done) => site.listen(0, '127.0.0.1', done));
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${(site.address() as AddressInfo).port}/`);
  const body = hostileSave(copy);
  const outcomes = await page.evaluate(
    async ({ url, body }) => {
      const tries: Promise<string>[] = [
        // A "simple" request: sent without asking first, its answer unreadable.
        fetch(url, { method: 'POST', mode: 'no-cors', body }).then((r) => r.type),
        fetch(url, {
          method: 'POST',
          mode: 'no-cors',
          headers: { 'content-type': 'text/plain' },
          body,
        }).then((r) => r.type),
        // A JSON request: the browser asks first, and the editor does not answer yes.
        fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        }).then(
          (r) => String(r.status),
          () => 'blocked',
        ),
      ];
      return Promise.all(tries);
    },
    { url: `${editor.url}api/save`, body },
  );
  // The simple requests arrive (their answers cannot be read); the JSON one is never sent.
  expect(outcomes).toEqual(['opaque', 'opaque', 'blocked']);

  // A form posted across sites, as a hidden frame would: text/plain sends `name=value`, so the
  // JSON is split at an "=" it holds and arrives whole.
  const split = body.indexOf('=');
  expect(split).toBeGreaterThan(0);
  await page.evaluate(
    ({ url, name, value }) => {
      const form = document.createElement('form');
      form.method = 'POST';
      form.action = url;
      form.enctype = 'text/plain';
      const input = document.createElement('input');
      input.name = name;
      input.value = value;
      form.append(input);
      document.body.append(form);
      form.submit();
    },
    { url: `${editor.url}api/save`, name: body.slice(0, split), value: body.slice(split + 1) },
  );
  await page.waitForURL(`${editor.url}api/save`);
  await expect(page.locator('body')).toContainText("The editor's API answers only its own page");
  expect(readFileSync(copy.file, 'utf8')).toBe(copy.original);
  await page.close();
  site.close();
});

test('a name that resolves to this machine (DNS rebinding) gets no editor', async ({
  siteCopy: { copy, editor },
}) => {
  const port = new URL(editor.url).port;
  // The browser resolves the attacker's name to 127.0.0.1, as a rebinding DNS server would.
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP rebind.test 127.0.0.1'],
  });
  try {
    const page = await browser.newPage();
    const response = await page.goto(`http://rebind.test:${port}/`);
    expect(response?.status()).toBe(403);
    await expect(page.locator('body')).toContainText(
      `This editor answers only at http://127.0.0.1:${port}/`,
    );
    const read = await page.evaluate(() => fetch('/api/load').then((r) => r.status));
    expect(read).toBe(403);
    const write = await page.evaluate(
      (body) =>
        fetch('/api/save', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        }).then((r) => r.status),
      hostileSave(copy),
    );
    expect(write).toBe(403);
  } finally {
    await browser.close();
  }
  expect(readFileSync(copy.file, 'utf8')).toBe(copy.original);
});
