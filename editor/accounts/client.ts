import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * Whether the browser reached the editor over HTTPS: directly, or through a reverse proxy that
 * says so — believed only when the editor is told it sits behind one (anyone can send the header).
 */
export function cameOverHttps(req: IncomingMessage, trustProxy: boolean): boolean {
  if ((req.socket as TLSSocket).encrypted) return true;
  if (!trustProxy) return false;
  // A proxy that appends rather than replaces puts its own word last.
  const proto = first(req.headers['x-forwarded-proto'])?.split(',').pop()?.trim().toLowerCase();
  return proto === 'https';
}

/**
 * The address sign-ins are counted against. Behind a trusted proxy it is the last hop of
 * X-Forwarded-For, the one the proxy itself appended; earlier ones are the client's to invent.
 */
export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const hops = (first(req.headers['x-forwarded-for']) ?? '').split(',');
    const last = hops[hops.length - 1]?.trim();
    if (last) return last;
  }
  return req.socket.remoteAddress ?? 'unknown';
}
