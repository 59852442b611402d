/**
 * A local stand-in for the form-to-email service, speaking its protocol on 127.0.0.1:
 *   POST /submit with a `redirect` (a browser posting a form) → 303 to it, on the site's origin
 *   POST /submit without one (a script, any encoding)          → JSON {success, message}
 * Like the real service it refuses a wrong access key or path, a body over the size cap, a
 * malformed body, a file against its file contract (form-files.ts: one "attachment" of up to
 * 5 MB, no executable), and a `redirect` with CR/LF or off the site's origin; it silently drops a
 * submission whose honeypot (`botcheck`) is ticked. Test code switches how it answers
 * (GET or POST /__mode?set=ok|fail|error500|rate-limit|hang), reads what it received
 * (GET /__log: the leads; ?all=1 adds what it refused or dropped) and clears it (DELETE
 * /__log); those control endpoints answer only requests no web page made. Tests that run side
 * by side each take a lane of their own: a submission carrying the `x-stand-in-lane` header
 * (which the test adds to its page's requests) is answered by that lane's mode and logged in
 * that lane, which the control endpoints name with `?lane=`; without either, the one default lane.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFileSync } from 'node:fs';
import { readBody, type Body, type ReceivedFile } from './form-body';
import { filesProblem, MAX_FILE_BYTES } from './form-files';

export const MODES = ['ok', 'fail', 'error500', 'rate-limit', 'hang'] as const;
export type Mode = (typeof MODES)[number];

export interface Received {
  path: string;
  contentType: string;
  fields: Record<string, string>;
  files: ReceivedFile[];
  /** The status it was answered with (0 while a hanging answer is pending). */
  status: number;
  /** Why it was not taken as a lead; absent for leads. */
  refused?: string;
}

export interface FormServiceOptions {
  /** 0 takes a free port. */
  port?: number;
  accessKey?: string;
  path?: string;
  /** The largest body without a file; a multipart body may carry one file more. */
  maxBodyBytes?: number;
  maxFileBytes?: number;
  /** Origins a `redirect` may point to. */
  redirectOrigins?: readonly string[];
}

/** The header, and the control endpoints' parameter, that name a test's own lane. */
export const LANE_HEADER = 'x-stand-in-lane';
const LANE_NAME = /^[\w-]{1,64}$/;
const MAX_LANES = 10_000;

/** What one test sees of the stand-in: how it answers, what it took, what still waits. */
interface Lane {
  mode: Mode;
  received: Received[];
  hanging: Set<() => void>;
}

/** The stand-in; `received` is the default lane's log. */
export type FormService = Server & { received: Received[] };

const HONEYPOT = 'botcheck';

/** The site's own origin (site.json "url"), where the service may send visitors back to. */
function siteOrigin(): string[] {
  try {
    const site = JSON.parse(readFileSync(process.env.SITE_FILE ?? 'site.json', 'utf8')) as {
      url?: string;
    };
    return site.url ? [new URL(site.url).origin] : [];
  } catch {
    return [];
  }
}

export function optionsFromEnv(env: NodeJS.ProcessEnv = process.env): FormServiceOptions {
  return {
    port: Number(env.FORM_SERVICE_PORT ?? 4199),
    accessKey: env.FORM_ACCESS_KEY ?? 'e2e-test-key',
    maxBodyBytes: env.FORM_SERVICE_MAX_BYTES ? Number(env.FORM_SERVICE_MAX_BYTES) : undefined,
    maxFileBytes: env.FORM_SERVICE_MAX_FILE_BYTES
      ? Number(env.FORM_SERVICE_MAX_FILE_BYTES)
      : undefined,
    redirectOrigins: env.FORM_SERVICE_REDIRECT_ORIGINS?.split(',').map((o) => o.trim()),
  };
}

/** Why a `redirect` is refused, if it is. */
export function redirectProblem(redirect: string, origins: readonly string[]): string | undefined {
  if (/[\r\n]/.test(redirect)) return 'redirect must not contain line breaks';
  let url: URL;
  try {
    url = new URL(redirect);
  } catch {
    return 'redirect must be an absolute address';
  }
  if (!origins.includes(url.origin)) return `redirect must stay on ${origins.join(' or ')}`;
  return undefined;
}

/** Starts the stand-in; a bare number is the port. Unset options come from the environment. */
export function startFormService(options: number | FormServiceOptions = {}): Promise<FormService> {
  const fromEnv = optionsFromEnv();
  const {
    port = fromEnv.port,
    accessKey = fromEnv.accessKey,
    path = '/submit',
    maxBodyBytes = fromEnv.maxBodyBytes ?? 256 * 1024,
    maxFileBytes = fromEnv.maxFileBytes ?? MAX_FILE_BYTES,
    redirectOrigins = fromEnv.redirectOrigins ?? siteOrigin(),
  } = typeof options === 'number' ? { port: options } : options;
  const lanes = new Map<string, Lane>();
  const laneNamed = (name: string): Lane => {
    let lane = lanes.get(name);
    // A run's worth of tests, not whatever a header names: past the cap, the default lane.
    if (!lane && lanes.size >= MAX_LANES) return laneNamed('');
    if (!lane) lanes.set(name, (lane = { mode: 'ok', received: [], hanging: new Set() }));
    return lane;
  };
  const { received } = laneNamed('');
  const cors = {
    'access-control-allow-origin': '*',
    'access-control-allow-headers': 'accept, content-type',
  };
  const json = (res: ServerResponse, status: number, answer: object, extra = {}) =>
    res
      .writeHead(status, { 'content-type': 'application/json', ...cors, ...extra })
      .end(JSON.stringify(answer));
  const refuse = (res: ServerResponse, status: number, message: string) =>
    json(res, status, { success: false, message });

  /**
   * Control requests come from test code (Node, Playwright's request API), never from a page:
   * a browser marks every request a page makes with Origin or Sec-Fetch-Site, and a Host
   * other than loopback means a rebound name.
   */
  const fromTestCode = (req: IncomingMessage) => {
    const fetchSite = req.headers['sec-fetch-site'];
    const host = req.headers.host ?? '';
    return (
      !req.headers.origin &&
      (fetchSite === undefined || fetchSite === 'none') &&
      /^(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/.test(host)
    );
  };

  const control = (req: IncomingMessage, res: ServerResponse, url: URL) => {
    if (!fromTestCode(req)) {
      res.writeHead(403, { 'content-type': 'text/plain' }).end('control endpoints are for tests');
      return;
    }
    const answer = (body: unknown) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const name = url.searchParams.get('lane') ?? '';
    if (name && !LANE_NAME.test(name)) {
      res
        .writeHead(400, { 'content-type': 'text/plain' })
        .end('a lane is 1–64 letters, digits, - or _');
      return;
    }
    const lane = laneNamed(name);
    const { received, hanging } = lane;
    if (url.pathname === '/__mode') {
      const asked = url.searchParams.get('set');
      const next = asked === '429' ? 'rate-limit' : asked;
      if (next !== null) {
        if (!(MODES as readonly string[]).includes(next)) {
          res
            .writeHead(400, { 'content-type': 'text/plain' })
            .end(`unknown mode "${next}": use ${MODES.join(', ')}`);
          return;
        }
        lane.mode = next as Mode;
      }
      if (lane.mode !== 'hang') for (const release of hanging) release();
      return answer({ mode: lane.mode });
    }
    if (req.method === 'DELETE') received.length = 0;
    answer(url.searchParams.has('all') ? received : received.filter((r) => !r.refused));
  };

  const submit = async (req: IncomingMessage, res: ServerResponse, url: URL) => {
    const named = req.headers[LANE_HEADER];
    const name = typeof named === 'string' && LANE_NAME.test(named) ? named : '';
    const lane = laneNamed(name);
    const { received } = lane;
    let body: Body;
    try {
      const multipart = /^multipart\/form-data/i.test(req.headers['content-type'] ?? '');
      body = await readBody(req, multipart ? maxBodyBytes + maxFileBytes : maxBodyBytes);
    } catch (error) {
      const tooLarge = (error as { tooLarge?: boolean }).tooLarge === true;
      received.push({
        path: url.pathname,
        contentType: req.headers['content-type']?.split(';')[0] ?? '',
        fields: {},
        files: [],
        status: tooLarge ? 413 : 400,
        refused: (error as Error).message,
      });
      res.setHeader('connection', 'close');
      refuse(res, tooLarge ? 413 : 400, (error as Error).message);
      req.resume();
      return;
    }
    const entry: Received = { path: url.pathname, ...body, status: 0 };
    received.push(entry);
    const answer = (status: number, message: string, refused?: string) => {
      entry.status = status;
      if (refused) entry.refused = refused;
      if (status === 303) res.writeHead(303, { location: body.fields.redirect!, ...cors }).end();
      else json(res, status, { success: status < 300, message });
    };
    const { fields } = body;
    if (fields.access_key !== accessKey)
      return answer(401, 'Invalid access key.', 'wrong access key');
    const refusedFile = filesProblem(body.files, maxFileBytes);
    if (refusedFile) return answer(refusedFile.status, refusedFile.message, refusedFile.message);
    const redirect = Boolean(fields.redirect);
    const problem = fields.redirect ? redirectProblem(fields.redirect, redirectOrigins) : undefined;
    if (problem) return answer(400, problem, problem);
    // The service drops a ticked honeypot without telling the bot.
    if (fields[HONEYPOT]) return answer(redirect ? 303 : 200, 'Email sent successfully!', 'spam');
    const { mode } = lane;
    if (mode === 'hang') {
      await new Promise<void>((release) => lane.hanging.add(release));
      entry.status = 504;
      res.writeHead(504, cors).end();
      return;
    }
    if (mode === 'error500') {
      entry.status = 500;
      res
        .writeHead(500, { 'content-type': 'text/html', ...cors })
        .end('<!doctype html><title>Internal Server Error</title><h1>500</h1>');
      return;
    }
    if (mode === 'rate-limit') {
      entry.status = 429;
      return json(
        res,
        429,
        { success: false, message: 'Too many requests.' },
        { 'retry-after': '60' },
      );
    }
    if (mode === 'fail') return answer(400, 'Submission refused.');
    answer(redirect ? 303 : 200, 'Email sent successfully!');
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://local');
    if (url.pathname === '/__mode' || url.pathname === '/__log') return control(req, res, url);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { ...cors, 'access-control-allow-methods': 'POST' }).end();
      return;
    }
    if (url.pathname !== path) return refuse(res, 404, `No form endpoint at ${url.pathname}.`);
    if (req.method !== 'POST') {
      res.writeHead(405, { allow: 'POST', ...cors }).end();
      return;
    }
    submit(req, res, url).catch((error: unknown) => {
      // Whatever a request does, the service keeps answering the next one.
      if (!res.headersSent) refuse(res, 500, String(error));
      else res.end();
    });
  });
  server.on('close', () => {
    for (const lane of lanes.values()) for (const release of lane.hanging) release();
  });
  server.on('clientError', (_error, socket) => socket.destroy());
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === 'EADDRINUSE'
            ? `The form-service stand-in cannot listen on 127.0.0.1:${port}: the port is in use (set FORM_SERVICE_PORT, or 0 for a free port).`
            : `The form-service stand-in cannot start: ${error.message}`,
        ),
      ),
    );
    server.listen(port, '127.0.0.1', () => resolve(Object.assign(server, { received })));
  });
}
