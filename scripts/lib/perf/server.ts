import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import { gzipSync } from 'node:zlib';
import { startServer } from '../static-server';

export interface Served {
  origin: string;
  close: () => Promise<void>;
}

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|rss\+xml)|image\/svg\+xml)/;

export function shouldGzip(acceptEncoding: string | undefined, contentType: string | undefined) {
  return /\bgzip\b/.test(acceptEncoding ?? '') && COMPRESSIBLE.test(contentType ?? '');
}

function portOf(server: Server): number {
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the server has no TCP port');
  return address.port;
}

function close(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve, reject) =>
    server.close((error) => (error ? reject(error) : resolve())),
  );
}

function fetchUpstream(
  port: number,
  path: string,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const upstream = request({ host: '127.0.0.1', port, path }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 502,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    });
    upstream.on('error', reject);
    upstream.end();
  });
}

/**
 * Serves a build with scripts/lib/static-server.ts (same routes, 404s and _headers) behind a proxy that
 * gzips text, as every CDN does: without it Lighthouse would time uncompressed downloads that no
 * visitor ever makes, and the byte budgets (gzip) would not match what is measured.
 */
export async function serveCompressed(dist: string): Promise<Served> {
  const upstream = await startServer(dist, 0);
  const upstreamPort = portOf(upstream);
  const front = createServer((req, res) => {
    fetchUpstream(upstreamPort, req.url ?? '/').then(
      ({ status, headers, body }) => {
        const gzip = shouldGzip(req.headers['accept-encoding'], headers['content-type']);
        const sent = gzip ? gzipSync(body) : body;
        const { 'content-length': _length, ...rest } = headers;
        res.writeHead(status, {
          ...rest,
          ...(gzip ? { 'content-encoding': 'gzip', vary: 'Accept-Encoding' } : {}),
          'content-length': String(sent.length),
        });
        res.end(req.method === 'HEAD' ? undefined : sent);
      },
      (error: unknown) => {
        res.writeHead(502, { 'content-type': 'text/plain' });
        res.end(String(error));
      },
    );
  });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${portOf(front)}`,
    close: async () => {
      await close(front);
      await close(upstream);
    },
  };
}
