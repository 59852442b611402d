import { mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../scripts/lib/static-server';
import { tempDir } from '../fixtures/temp-dir';

/** A request as any client may send it: its own Host, method and body. */
function send(port: number, path: string, options: { host?: string; method?: string } = {}) {
  return new Promise<{ status: number; body: string; allow?: string }>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: options.method ?? 'GET',
        headers: { host: options.host ?? `127.0.0.1:${port}` },
      },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () =>
          resolve({ status: res.statusCode!, body, allow: res.headers.allow as string }),
        );
      },
    );
    req.on('error', reject);
    req.end(options.method === 'POST' ? 'name=x' : undefined);
  });
}

describe('the static server of npm start (and of the link crawl and the performance runs)', () => {
  const dist = tempDir('static-server-');
  let server: Awaited<ReturnType<typeof startServer>>;
  let port: number;
  beforeAll(async () => {
    mkdirSync(join(dist, 'about'));
    writeFileSync(join(dist, 'index.html'), '<h1>Home</h1>');
    writeFileSync(join(dist, 'about', 'index.html'), '<h1>About</h1>');
    server = await startServer(dist, 0);
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((done) => server.close(done)));

  it('serves its files at its own address, by either loopback name', async () => {
    expect(await send(port, '/about')).toMatchObject({ status: 200, body: '<h1>About</h1>' });
    expect(await send(port, '/', { host: `localhost:${port}` })).toMatchObject({ status: 200 });
  });

  it('answers nothing to a request addressed to another name (a rebound DNS name)', async () => {
    expect(await send(port, '/', { host: 'evil.example' })).toEqual({
      status: 421,
      body: `This server answers only at http://127.0.0.1:${port}/.\n`,
      allow: undefined,
    });
  });

  it('refuses what a file server does not do, with 405 and what it allows', async () => {
    expect(await send(port, '/about', { method: 'POST' })).toEqual({
      status: 405,
      body: 'Only GET and HEAD: this server serves files.\n',
      allow: 'GET, HEAD',
    });
  });

  it('answers 404, not an error, for an unknown path in a folder without a 404.html', async () => {
    const answer = await send(port, '/nothing-here');
    expect(answer.status).toBe(404);
    expect(answer.body).toBe(`Not found: ${dist} has no such file, nor a 404.html.\n`);
    // And it still serves after it.
    expect((await send(port, '/')).status).toBe(200);
  });

  it('says which port is taken, instead of failing with a stack', async () => {
    await expect(startServer(dist, port)).rejects.toThrow(
      `Port ${port} on 127.0.0.1 is in use: stop what serves there, or set PORT.`,
    );
  });
});
