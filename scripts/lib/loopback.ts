import { isIP } from 'node:net';

/** Whether `host` (a listen address or name) only reaches this machine. */
export function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '');
  if (bare === 'localhost') return true;
  if (isIP(bare) === 4) return bare.startsWith('127.');
  if (isIP(bare) === 6) return bare === '::1';
  return false;
}

/**
 * The `Host` header values a server of ours (the editor, the static server) answers to when it
 * listens on `host`:`port`. Names that merely resolve to this machine (DNS rebinding) are not
 * among them, so a page from another site can never become "same origin" with it.
 */
export function ownHosts(host: string, port: number): Set<string> {
  const bare = host.replace(/^\[|\]$/g, '');
  // The address it listens on first: messages name it as the one to use.
  const names = new Set([isIP(bare) === 6 ? `[${bare}]` : bare, '127.0.0.1', 'localhost', '[::1]']);
  return new Set([...names].map((name) => `${name}:${port}`));
}
