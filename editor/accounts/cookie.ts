import type { IncomingHttpHeaders } from 'node:http';

export const SESSION_COOKIE = 'editor_session';

/** The session id the browser sent, if any. */
export function sessionIdOf(headers: IncomingHttpHeaders): string | undefined {
  for (const part of (headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === SESSION_COOKIE) return part.slice(at + 1).trim();
  }
  return undefined;
}

/**
 * The session cookie: script cannot read it (HttpOnly), no other site's page sends it
 * (SameSite=Strict, which with the Origin check also stops a signed-in-as-the-attacker
 * "login CSRF"), and over HTTPS it never travels in clear (Secure). No Max-Age: the server
 * ends it after the idle expiry, and the browser when it closes.
 */
export function sessionCookie(id: string, secure: boolean): string {
  return [`${SESSION_COOKIE}=${id}`, 'Path=/', 'HttpOnly', 'SameSite=Strict']
    .concat(secure ? ['Secure'] : [])
    .join('; ');
}

export function clearedCookie(secure: boolean): string {
  return `${sessionCookie('', secure)}; Max-Age=0`;
}
