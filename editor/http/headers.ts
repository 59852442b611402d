import type { ServerResponse } from 'node:http';

const policy = (directives: Record<string, string>) =>
  Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');

const PAGE_POLICY = {
  'default-src': "'none'",
  'script-src': "'self'",
  'style-src': "'self'",
  // data: for the palette's small pictures, which the build writes into the script.
  'img-src': "'self' data:",
  'media-src': "'self'",
  'font-src': "'self'",
  'connect-src': "'self'",
  'frame-src': "'self'",
  'form-action': "'self'",
  'object-src': "'none'",
  'base-uri': "'none'",
  'frame-ancestors': "'none'",
};

/**
 * What every answer carries unless it says otherwise: its own strict policy (scripts from this
 * origin only, nothing else's), never inside a frame of any page (clickjacking of Publish), and
 * no type guessing.
 */
export const SECURITY_HEADERS = {
  'content-security-policy': policy(PAGE_POLICY),
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
};

/**
 * The preview page is the one answer framed, and only by the editor's own page: so 'self' and
 * SAMEORIGIN there, and never elsewhere. It draws the site's sections, whose embedded maps and
 * videos (a section's `frames` trait) come from other https: sites, as on the live site.
 */
export const PREVIEW_HEADERS = {
  'content-security-policy': policy({
    ...PAGE_POLICY,
    'frame-src': 'https:',
    'frame-ancestors': "'self'",
  }),
  'x-frame-options': 'SAMEORIGIN',
};

/**
 * An SVG opened by itself is a document that may run script on the editor's origin; this one
 * runs nothing (a sandbox, no script) while an <img> still shows it.
 */
export const SVG_HEADERS = {
  'content-security-policy': "sandbox; default-src 'none'; style-src 'unsafe-inline'",
};

export function setHeaders(res: ServerResponse, headers: Record<string, string>) {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
}
