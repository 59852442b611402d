import { timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { Refusal } from '../refusal';

const UPLOAD_TYPE = /^image\/(jpeg|png|webp|avif|heic|heif)\s*(;|$)/i;

/** The header the editor's page sends its session token in. */
export const TOKEN_HEADER = 'x-editor-token';

export interface Admission {
  /** `Host` values this server answers to (its own loopback names and port). */
  hosts: ReadonlySet<string>;
  /** The token of this editor session, given to the editor's page only. */
  token: string;
  /**
   * The page origin expected for a `Host` that is not plain http at that name: a public name
   * behind an HTTPS reverse proxy (`edit.example.org` → `https://edit.example.org`).
   */
  origins?: ReadonlyMap<string, string>;
}

interface RequestLike {
  method?: string | undefined;
  headers: IncomingHttpHeaders;
}

const header = (headers: IncomingHttpHeaders, name: string): string | undefined => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

function sameToken(sent: string | undefined, token: string): boolean {
  if (sent === undefined) return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Refuses a request that is not addressed to this server by its own name (DNS rebinding: a
 * foreign name that resolves to 127.0.0.1). Applies to every request, pages and API alike.
 */
export function checkHost(request: RequestLike, admission: Admission): void {
  const host = header(request.headers, 'host')?.toLowerCase();
  if (!host || !admission.hosts.has(host))
    throw new Refusal(
      403,
      `This editor answers only at ${[...admission.hosts].map((h) => `http://${h}/`).join(', ')}; the request was addressed to ${host ? `"${host}"` : 'no host'}.`,
    );
}

/** The origin of the editor's own page, for a request whose `Host` has been admitted. */
export function ownOrigin(request: RequestLike, admission: Admission): string {
  const host = header(request.headers, 'host')?.toLowerCase() ?? '';
  return admission.origins?.get(host) ?? `http://${host}`;
}

/** Refuses a request another site's page sent (fetch metadata and Origin); returns its Origin. */
export function checkSameOrigin(request: RequestLike, admission: Admission): string | undefined {
  const site = header(request.headers, 'sec-fetch-site');
  if (site !== undefined && site !== 'same-origin')
    throw new Refusal(
      403,
      `The editor's API answers only its own page (this request came from ${site}).`,
    );
  const origin = header(request.headers, 'origin');
  const own = ownOrigin(request, admission);
  if (origin !== undefined && origin.toLowerCase() !== own)
    throw new Refusal(403, `The editor's API answers only its own page (${own}), not ${origin}.`);
  return origin;
}

/**
 * What the API demands beyond the host. Any API request from another site is refused (fetch
 * metadata and Origin), and a request that changes something must also carry this session's
 * token and a JSON body: a page elsewhere can send a "simple" text/plain or form POST to
 * 127.0.0.1 without asking first, but it cannot read the token nor set the header.
 */
export function checkApiRequest(request: RequestLike, admission: Admission, route?: string): void {
  const origin = checkSameOrigin(request, admission);
  if (request.method === 'GET' || request.method === 'HEAD') return;

  if (origin === undefined)
    throw new Refusal(403, "A change must come from the editor's own page (no Origin was sent).");
  if (!sameToken(header(request.headers, TOKEN_HEADER), admission.token))
    throw new Refusal(
      403,
      'This editor session does not know the request: reload the editor page and try again.',
    );
  const type = header(request.headers, 'content-type') ?? '';
  // An upload is the picture itself; HEIC is let through so the answer can say what to do.
  if (route === 'upload') {
    if (!UPLOAD_TYPE.test(type))
      throw new Refusal(
        415,
        'That file is not a photo or a picture the site can show. Open it in a picture program, save it as a photo, and upload that.',
      );
    return;
  }
  if (!/^application\/json\s*(;|$)/i.test(type))
    throw new Refusal(
      415,
      `A change is sent as application/json, not ${type || 'an untyped body'}.`,
    );
}
