import { watch } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { basename, dirname } from 'node:path';
import type { DiskEvent, LoadResponse, SaveResponse } from '../protocol/api-types';
import { PUBLISH_ROUTES } from '../git/route';
import { answerLive, LIVE_ROUTES } from '../git/live';
import { ledgerFileFor, openLedger } from '../ledger/ledger';
import type { Person } from '../git/types';
import { listImages } from '../disk/images';
import { removeUploads } from '../disk/remove-uploads';
import { fileVersion, saveSiteFile } from '../disk/save';
import { createHistory } from '../history/history';
import { answerHistory } from '../history/route';
import { problemsIn } from './site-jobs';
import { startSiteWork, WrittenAnswer } from './site-work';
import { receiveUpload } from './upload';
import { Refusal } from '../refusal';

export function send(res: ServerResponse, status: number, body: unknown, headers = {}) {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(body instanceof WrittenAnswer ? body.bytes : JSON.stringify(body));
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
  const ledgerFile = options.ledgerFile ?? ledgerFileFor(file);
  // A record the editor cannot read refuses the start, here; the site's thread keeps it after.
  await openLedger(ledgerFile);
  // The site's data (the copies, the check, the diff, who saved what) lives in a thread of its own.
  const work = startSiteWork({ file, publicDir, ledgerFile });
  // The thread loads the check's code and runs it once before anyone's first request: a session's
  // first check then costs what a check costs, not the loading of its code as well (seconds on a
  // busy machine, which a Save waiting for that check would show).
  await work.problems(await readFile(file, 'utf8')).catch(() => undefined);
  const siteOf = work.site;

  // Problems are located in the text that saving would write, so their lines match the file.
  const check = work.problems;
  const intendedText = work.intendedText;

  const clients = new Set<ServerResponse>();
  let lastVersion = fileVersion(await readFile(file, 'utf8'));
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
    void work.changedOnDisk(lastVersion, version, text, own).catch(() => undefined);
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
    const body: LoadResponse = {
      file: label,
      data,
      ...(data === null ? {} : { copy: work.remember(text) }),
      version: fileVersion(text),
      // A site that reads as JSON opens before its check, which the editor asks for next: on a
      // large site the check takes longer than everything else the opening does. One that does
      // not is its syntax report only, quick here, and not held up behind others' checks.
      ...(data === null ? { problems: problemsIn({ file, publicDir }, text) } : {}),
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
    bytes: Uint8Array,
    res: ServerResponse,
    author: Person | undefined,
  ) {
    if (route === 'check') return send(res, 200, await work.check(bytes));
    if (route === 'diff') return send(res, 200, await work.diff(bytes));
    if (route === 'draft') return send(res, 200, await work.publishing(route, bytes, author));
    if (route === 'publish')
      return send(res, 200, await whileOwnWork(() => work.publishing(route, bytes, author)));
    // The copy is named by its id here: its data stays in the site's thread.
    const { id: copy, baseVersion: sent, removals } = await siteOf(bytes);
    const base = baseVersion({ baseVersion: sent });
    const { written } = await intendedText(copy);
    const problems = await check(written.text);
    if (problems.some((p) => p.severity === 'error'))
      return send(res, 200, {
        copy,
        ok: false,
        reason: 'invalid',
        problems,
      } satisfies SaveResponse);
    const outcome = await saveSiteFile(file, base, copy, (disk) => work.write(copy, disk));
    if (!outcome.ok)
      return send(res, 200, {
        copy,
        ok: false,
        reason: 'changed-on-disk',
        diskVersion: outcome.diskVersion,
      } satisfies SaveResponse);
    lastVersion = outcome.version;
    await removeUploads(removals);
    await work.saved({ base, version: outcome.version, copy }, author);
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
        const author = options.author?.(req);
        return work.take(req, options.maxBodyBytes, (bytes) => change(route, bytes, res, author));
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
      return work.close();
    },
  };
}
