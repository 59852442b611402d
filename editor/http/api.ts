import { watch } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { basename, dirname } from 'node:path';
import { checkSiteFile } from '../../scripts/lib/site-file';
import type {
  CheckResponse,
  DiffResponse,
  DiskEvent,
  EditorProblem,
  LoadResponse,
  SaveResponse,
} from '../protocol/api-types';
import { answerPublish, PUBLISH_ROUTES } from '../git/route';
import { answerLive, LIVE_ROUTES } from '../git/live';
import { ledgerFileFor, openLedger } from '../ledger/ledger';
import { createSaveRecord } from '../ledger/record';
import type { Person } from '../git/types';
import { listImages } from '../disk/images';
import { writeMinimal } from '../lib/minimal-diff';
import { fileVersion, saveSiteFile } from '../disk/save';
import { unifiedDiff } from '../lib/text-diff';
import { createHistory } from '../history/history';
import { answerHistory } from '../history/route';
import { createCopies, newestOnly, type Copy } from '../working-copy/copies';
import { readPatch } from '../working-copy/patch';
import { readJsonObject } from './body';
import { receiveUpload } from './upload';
import { Refusal } from '../refusal';

export function send(res: ServerResponse, status: number, body: unknown, headers = {}) {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(JSON.stringify(body));
}

/** The whole site as the editor holds it: a JSON object, as site.json is. */
function siteData(body: Record<string, unknown>): Record<string, unknown> {
  const { data } = body;
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    throw new Refusal(400, '"data" must be the whole site as a JSON object.');
  return data as Record<string, unknown>;
}

/** Which copy of the site a change names: its patch on a copy the server keeps, or the whole. */
function siteBody(body: Record<string, unknown>): { base: string; patch: unknown } | undefined {
  if (body.data !== undefined) return undefined;
  if (typeof body.base !== 'string')
    throw new Refusal(
      400,
      '"data" must be the whole site as a JSON object, or "base" and "patch" the changes to a copy the editor loaded.',
    );
  return { base: body.base, patch: body.patch };
}

function baseVersion(body: Record<string, unknown>): string {
  const { baseVersion: version } = body;
  if (typeof version !== 'string' || !/^[0-9a-f]{64}$/.test(version))
    throw new Refusal(400, '"baseVersion" must be the version the editor loaded.');
  return version;
}

const GET_ROUTES = new Set(['load', 'events', 'history']);
const POST_ROUTES = new Set(['check', 'diff', 'save']);

/**
 * The editor's JSON API over one site.json: load, check, diff, save, and an event stream that
 * says when the file changed on disk. Requests reach it only after the guard admitted them.
 */
export async function createApi(options: {
  file: string;
  publicDir: string;
  maxBodyBytes?: number;
  /** The signed-in person a publish is authored by; without one, the local git identity. */
  author?: (req: IncomingMessage) => Person | undefined;
  /** Where the live site is asked whether a publish is out (else site.json's `url`). */
  liveUrl?: string | undefined;
  /** Who saved which unpublished change (default: .editor/ledger.json beside the site file). */
  ledgerFile?: string;
}) {
  const { file, publicDir } = options;
  const label = basename(file);
  const history = createHistory(file);
  const copies = createCopies();
  const stillNewest = newestOnly();
  const siteOf = (body: Record<string, unknown>): Copy => {
    const named = siteBody(body);
    if (!named) return copies.remember(siteData(body));
    const copy = copies.derive(named.base, readPatch(named.patch));
    siteData({ data: copy.data });
    return copy;
  };

  // Problems are located in the text that saving would write, so their lines match the file.
  const check = (text: string): EditorProblem[] =>
    checkSiteFile(label, text, { publicDir }).problems.map((p) => ({
      line: p.line,
      column: p.column,
      path: p.path,
      at: p.jsonPath,
      message: p.message,
      severity: p.severity,
    }));
  const intendedText = async (data: unknown) => {
    const disk = await readFile(file, 'utf8');
    return { disk, written: writeMinimal(disk, data) };
  };

  const clients = new Set<ServerResponse>();
  const startText = await readFile(file, 'utf8');
  let lastVersion = fileVersion(startText);
  const ledger = await openLedger(options.ledgerFile ?? ledgerFileFor(file));
  const saves = createSaveRecord(ledger, lastVersion, startText);
  // The editor's own git work (a publish) writes site.json once; editors hear of it after.
  let ownWork = 0;
  const announce = async (own = false) => {
    if (ownWork > 0) return;
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch {
      return; // mid-rename: the next event reads the new file
    }
    const version = fileVersion(text);
    if (version === lastVersion) return;
    saves.changedOnDisk(lastVersion, version, text, own);
    lastVersion = version;
    tell(version);
  };
  const whileOwnWork = async <T>(job: () => Promise<T>): Promise<T> => {
    ownWork += 1;
    try {
      return await job();
    } finally {
      ownWork -= 1;
      await announce(true);
    }
  };
  const tell = (version: string, by?: string) => {
    const event: DiskEvent = by ? { version, by } : { version };
    for (const client of clients) client.write(`event: disk\ndata: ${JSON.stringify(event)}\n\n`);
  };
  let debounce: NodeJS.Timeout | undefined;
  // The folder, not the file: editors and git replace files by renaming, which ends a file watch.
  const watcher = watch(dirname(file), (_event, name) => {
    if (name && name !== label) return;
    clearTimeout(debounce);
    debounce = setTimeout(() => void announce(), 50);
  });

  async function load(res: ServerResponse) {
    const text = await readFile(file, 'utf8');
    let data: unknown = null;
    try {
      data = JSON.parse(text);
    } catch {
      // The problems say where the syntax breaks; the UI waits for a readable file.
    }
    if (data !== null) saves.known(fileVersion(text), data);
    const body: LoadResponse = {
      file: label,
      data,
      ...(data === null ? {} : { copy: copies.remember(data).id }),
      version: fileVersion(text),
      // A site that reads as JSON opens before its check, which the editor asks for next: on a
      // large site the check takes longer than everything else the opening does.
      ...(data === null ? { problems: check(text) } : {}),
      images: await listImages(publicDir),
    };
    send(res, 200, body);
  }

  function events(req: IncomingMessage, res: ServerResponse) {
    res.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-store',
      connection: 'keep-alive',
    });
    res.write(`event: hello\ndata: ${JSON.stringify({ version: lastVersion })}\n\n`);
    clients.add(res);
    res.on('close', () => clients.delete(res));
  }

  async function change(
    route: string,
    body: Record<string, unknown>,
    req: IncomingMessage,
    res: ServerResponse,
  ) {
    const { data, id: copy, line } = siteOf(body);
    if (route === 'check') {
      if (!(await stillNewest(line)))
        return send(res, 200, { copy, superseded: true } satisfies CheckResponse);
      const { written } = await intendedText(data);
      return send(res, 200, { copy, problems: check(written.text) } satisfies CheckResponse);
    }
    if (route === 'diff') {
      const { disk, written } = await intendedText(data);
      const out: DiffResponse = {
        copy,
        lines: unifiedDiff(disk, written.text),
        minimal: written.minimal,
        ...(written.note ? { note: written.note } : {}),
      };
      return send(res, 200, out);
    }
    const base = baseVersion(body);
    const { disk, written } = await intendedText(data);
    const problems = check(written.text);
    if (problems.some((p) => p.severity === 'error'))
      return send(res, 200, {
        copy,
        ok: false,
        reason: 'invalid',
        problems,
      } satisfies SaveResponse);
    const outcome = await saveSiteFile(file, base, data);
    if (!outcome.ok)
      return send(res, 200, {
        copy,
        ok: false,
        reason: 'changed-on-disk',
        diskVersion: outcome.diskVersion,
      } satisfies SaveResponse);
    lastVersion = outcome.version;
    const author = options.author?.(req);
    await saves.saved({ base, disk, version: outcome.version, data }, author);
    send(res, 200, {
      copy,
      ok: true,
      version: outcome.version,
      minimal: outcome.minimal,
      ...(outcome.note ? { note: outcome.note } : {}),
      problems,
    } satisfies SaveResponse);
    // Everyone else with the editor open (a shared editor) merges the saved file in; the one who
    // saved holds disk events back until its answer is in, and lets its own save pass.
    tell(outcome.version, author?.name);
  }

  return {
    /** Answers one admitted request to /api/<route>; a Refusal it throws is the caller's to send. */
    async handle(req: IncomingMessage, res: ServerResponse, route: string) {
      const method = req.method ?? 'GET';
      if (GET_ROUTES.has(route)) {
        if (method !== 'GET')
          throw new Refusal(405, `/api/${route} is read with GET.`, { allow: 'GET' });
        if (route === 'history') return send(res, 200, await answerHistory(history, req.url));
        return route === 'load' ? load(res) : events(req, res);
      }
      if (LIVE_ROUTES.has(route)) {
        if (method !== 'GET')
          throw new Refusal(405, `/api/${route} is read with GET.`, { allow: 'GET' });
        return send(res, 200, await answerLive(file, options.liveUrl, req.url));
      }
      if (POST_ROUTES.has(route) || PUBLISH_ROUTES.has(route)) {
        if (method !== 'POST')
          throw new Refusal(405, `/api/${route} takes a POST.`, { allow: 'POST' });
        const body = await readJsonObject(req, options.maxBodyBytes);
        if (PUBLISH_ROUTES.has(route)) {
          const errors = (text: string) => check(text).filter((p) => p.severity === 'error').length;
          const author = options.author?.(req);
          return send(
            res,
            200,
            await answerPublish(
              { file, publicDir, errors, ledger },
              route,
              body,
              (b) => siteOf(b).data,
              author,
              whileOwnWork,
            ),
          );
        }
        return change(route, body, req, res);
      }
      if (route === 'upload') {
        if (method !== 'POST')
          throw new Refusal(405, '/api/upload takes a POST.', { allow: 'POST' });
        const name = new URL(req.url ?? '/', 'http://localhost').searchParams.get('name') ?? '';
        return send(res, 200, await receiveUpload(req, publicDir, name));
      }
      throw new Refusal(404, `There is no API route /api/${route}.`);
    },
    close() {
      watcher.close();
      clearTimeout(debounce);
      for (const client of clients) client.end();
    },
  };
}
