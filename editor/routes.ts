import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { ROOT } from '../scripts/lib/site-file';
import { IMAGE_CACHE } from '../scripts/lib/images/variants';
import { LIVE_ROUTES } from './git/live';
import { PUBLISH_ROUTES } from './git/route';
import type { createAccess } from './accounts/access';
import { signedInAccount } from './accounts/signed-in';
import { send, type createApi } from './http/api';
import { isShown, isVariant, servePublic, serveVariant } from './http/files';
import type { Admission } from './http/guard';
import { Refusal } from './refusal';

export type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

export interface Route {
  method: 'GET' | 'POST';
  /** The whole path, or a test of the path as sent (%-escapes and all). */
  path: string | ((path: string) => boolean);
  handler: Handler;
  /** Answered without a session: signing in and out. */
  open?: true;
  /** An API call (`/api/<name>`): from the editor's own page, a change with its token. */
  api?: string;
}

export interface RouteParts {
  api: Awaited<ReturnType<typeof createApi>>;
  access: Awaited<ReturnType<typeof createAccess>>;
  publicDir: string;
  admission: (req: IncomingMessage) => Admission;
  /** The editor's page (with the request's token) or the preview. */
  page: (name: 'index' | 'preview') => Handler;
}

/**
 * Everything the editor answers, by method and path: its two pages, the site's pictures as the
 * preview shows them, signing in and out, and the JSON API (its handlers are api.ts's). Any
 * other path is a 404, another method a 405; the front end adds its own files (the build's
 * hashed assets).
 */
export function editorRoutes({ api, access, publicDir, admission, page }: RouteParts): Route[] {
  const apiRoute = (method: Route['method'], name: string): Route => ({
    method,
    path: `/api/${name}`,
    api: name,
    handler: (req, res) => api.handle(req, res, name),
  });
  return [
    { method: 'GET', path: '/', handler: page('index') },
    // The editor's page frames it: the one answer that may be framed, by that page only.
    { method: 'GET', path: '/preview.html', handler: page('preview') },
    {
      method: 'GET',
      // A width and format of a picture of public/: `/_img/images/team.jpg-640w.avif`.
      path: isVariant,
      handler: (req, res) => serveVariant(req, res, publicDir, join(ROOT, IMAGE_CACHE)),
    },
    // A picture, video or font the site shows, of public/ only.
    { method: 'GET', path: isShown, handler: (req, res) => servePublic(req, res, publicDir) },

    { method: 'GET', path: '/sign-in', open: true, handler: access.signInPage },
    {
      method: 'POST',
      path: '/sign-in',
      open: true,
      handler: (req, res) => access.signIn(req, res, admission(req)),
    },
    {
      method: 'POST',
      path: '/sign-out',
      open: true,
      handler: (req, res) => access.signOut(req, res, admission(req)),
    },

    {
      method: 'GET',
      path: '/api/account',
      api: 'account',
      handler: (req, res) => send(res, 200, { account: signedInAccount(req) ?? null }),
    },
    apiRoute('GET', 'load'),
    apiRoute('GET', 'events'),
    apiRoute('GET', 'history'),
    ...[...LIVE_ROUTES].map((name) => apiRoute('GET', name)),
    apiRoute('POST', 'check'),
    apiRoute('POST', 'diff'),
    apiRoute('POST', 'save'),
    apiRoute('POST', 'upload'),
    ...[...PUBLISH_ROUTES].map((name) => apiRoute('POST', name)),
  ];
}

/** The route a request takes, or the Refusal it gets: 404 for no such path, 405 for a method. */
export function routeFor(routes: readonly Route[], method = 'GET', path: string): Route {
  const here = routes.filter((route) =>
    typeof route.path === 'string' ? route.path === path : route.path(path),
  );
  if (here.length === 0)
    throw new Refusal(
      404,
      path.startsWith('/api/') ? `There is no API route ${path}.` : `There is nothing at ${path}.`,
    );
  const route = here.find((r) => r.method === (method === 'HEAD' ? 'GET' : method));
  if (route) return route;
  const allowed = [...new Set(here.map((r) => r.method))];
  throw new Refusal(
    405,
    allowed.length > 1
      ? `${path} is read with GET and sent with POST.`
      : allowed[0] === 'GET'
        ? `${path} is read with GET.`
        : `${path} takes a POST.`,
    { allow: allowed.join(', ') },
  );
}
