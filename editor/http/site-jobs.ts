import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { checkSiteFile } from '../../scripts/lib/site-file';
import { uploadsToRemove, type Removal } from '../disk/remove-uploads';
import { fileVersion } from '../disk/save';
import { answerPublish } from '../git/route';
import type { Person } from '../git/types';
import { openLedger } from '../ledger/ledger';
import { createSaveRecord } from '../ledger/record';
import { writeMinimal, type MinimalWrite } from '../lib/minimal-diff';
import { unifiedDiff } from '../lib/text-diff';
import { changeRows } from '../lib/change-rows';
import type { CheckResponse, DiffResponse, EditorProblem } from '../protocol/api-types';
import { Refusal } from '../refusal';
import { createCopies, newestOnly, type Copy } from '../working-copy/copies';
import { readPatch } from '../working-copy/patch';
import { jsonObjectOf } from './body';
import { rememberedCheck } from './remembered-check';

export interface SiteFiles {
  /** The site.json edited. */
  file: string;
  /** Its pictures' folder (public/). */
  publicDir: string;
  /** Who saved which unpublished change (the ledger). */
  ledgerFile: string;
}

/** The problems of site.json text, as the editor's page lists them. */
export function problemsIn(
  { file, publicDir }: Pick<SiteFiles, 'file' | 'publicDir'>,
  text: string,
): EditorProblem[] {
  return checkSiteFile(basename(file), text, { publicDir }).problems.map((p) => ({
    line: p.line,
    column: p.column,
    path: p.path,
    at: p.jsonPath,
    message: p.message,
    severity: p.severity,
  }));
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

/** The changes from the file on disk to `data`, in words; none when the file does not parse. */
function changesOf(disk: string, data: unknown) {
  let saved: unknown;
  try {
    saved = JSON.parse(disk.replace(/^\uFEFF/, ''));
  } catch {
    return undefined;
  }
  return changeRows(saved, data);
}

/**
 * Everything the editor's API does with the site's data: the working copies, patching them,
 * writing, checking and diffing. It runs in the site's own thread (site-work.ts), so the largest
 * body takes that thread's time, never the time of the thread that answers requests; a body
 * arrives as its measured bytes and is parsed here. Answers to send are written as JSON here,
 * and encoded.
 */
/** An answer as the UTF-8 of its JSON, in a buffer of its own: moved to the other thread, not copied. */
const encoded = (answer: unknown): Uint8Array => new TextEncoder().encode(JSON.stringify(answer));

export function siteJobs(files: SiteFiles) {
  const copies = createCopies();
  const stillNewest = newestOnly();
  const siteOf = (body: Record<string, unknown>): Copy => {
    const named = siteBody(body);
    if (!named) return copies.remember(siteData(body));
    const copy = copies.derive(named.base, readPatch(named.patch));
    siteData({ data: copy.data });
    return copy;
  };
  const problems = rememberedCheck((text) => problemsIn(files, text), files.publicDir);
  // A save writes the text its check was of: the check, then the save twice, ask for it.
  let lastWrite: { disk: string; data: unknown; written: MinimalWrite } | undefined;
  const writeOver = (disk: string, data: unknown): MinimalWrite => {
    const last = lastWrite;
    if (last && last.data === data && last.disk === disk) return last.written;
    const written = writeMinimal(disk, data);
    lastWrite = { disk, data, written };
    return written;
  };
  // Problems are located in the text that saving would write, so their lines match the file.
  const intendedText = async (data: unknown) => {
    const disk = await readFile(files.file, 'utf8');
    return { disk, written: writeOver(disk, data) };
  };
  const errors = (text: string) => problems(text).filter((p) => p.severity === 'error').length;
  // Who saved what, kept here with the data it is told from: a save's changes are found by
  // comparing the data before and after it, which on a large site is this thread's kind of work.
  const ledger = openLedger(files.ledgerFile);
  const saves = ledger.then(async (opened) => {
    const text = await readFile(files.file, 'utf8');
    return createSaveRecord(opened, fileVersion(text), text);
  });
  // Failing, they fail the jobs that need them, not the thread.
  ledger.catch(() => undefined);
  saves.catch(() => undefined);
  // The file each copy's save was written over, for the data before it when no copy holds it.
  const savedOver = new Map<string, string>();

  return {
    /** Keeps the site as loaded, under the name the load answered with. */
    remember(text: string, id: string): void {
      let data: unknown;
      try {
        data = JSON.parse(text);
      } catch {
        return; // the load said so, and named no copy
      }
      copies.remember(data, id);
      void saves.then((record) => record.known(fileVersion(text), data));
    },

    /** Copy `copy`, saved over version `base` by `by`, is now the file's version `version`. */
    async saved(
      save: { base: string; version: string; copy: string },
      by: Person | undefined,
    ): Promise<void> {
      const disk = savedOver.get(save.copy) ?? '';
      savedOver.delete(save.copy);
      const data = copies.derive(save.copy, []).data;
      await (await saves).saved({ base: save.base, disk, version: save.version, data }, by);
    },

    /** The file went from version `from` to `to` (`text`) on disk; `own`: the editor wrote it. */
    async changedOnDisk(from: string, to: string, text: string, own: boolean): Promise<void> {
      (await saves).changedOnDisk(from, to, text, own);
    },

    async check(bytes: Uint8Array): Promise<Uint8Array> {
      const { data, id: copy, line } = siteOf(jsonObjectOf(bytes));
      if (!(await stillNewest(line)))
        return encoded({ copy, superseded: true } satisfies CheckResponse);
      const { written } = await intendedText(data);
      return encoded({
        copy,
        problems: problems(written.text),
      } satisfies CheckResponse);
    },

    async diff(bytes: Uint8Array): Promise<Uint8Array> {
      const body = jsonObjectOf(bytes);
      const { data, id: copy } = siteOf(body);
      // Uploads to delete with this save are refused before anything is written.
      const removals = await uploadsToRemove(files.publicDir, body.remove, data);
      const { disk, written } = await intendedText(data);
      const changes = changesOf(disk, data);
      return encoded({
        copy,
        ...(changes ? { changes } : {}),
        ...(removals.length ? { removed: removals.map((r) => r.src) } : {}),
        lines: unifiedDiff(disk, written.text),
        minimal: written.minimal,
        ...(written.note ? { note: written.note } : {}),
      } satisfies DiffResponse);
    },

    /**
     * What Publish would commit for the site as the editor holds it (draft), or the publish
     * itself (publish): the merge of the remote's changes and the check of the result run here.
     */
    async publishing(
      route: 'draft' | 'publish',
      bytes: Uint8Array,
      author: Person | undefined,
    ): Promise<Uint8Array> {
      const body = jsonObjectOf(bytes);
      const site = (b: Record<string, unknown>) => siteOf(b).data;
      return encoded(
        await answerPublish({ ...files, errors, ledger: await ledger }, route, body, site, author),
      );
    },

    /** The copy a save names, kept here; what the thread answering requests needs of it. */
    async site(
      bytes: Uint8Array,
    ): Promise<{ id: string; baseVersion: unknown; removals: Removal[] }> {
      const body = jsonObjectOf(bytes);
      const { id, data } = siteOf(body);
      return {
        id,
        baseVersion: typeof body.baseVersion === 'string' ? body.baseVersion : undefined,
        // Refused (with nothing written) unless each is an upload the saved data does not use.
        removals: await uploadsToRemove(files.publicDir, body.remove, data),
      };
    },

    /** The text saving copy `id` would write over the file as it is now. */
    async intendedText(id: string): Promise<{ written: MinimalWrite }> {
      const { written } = await intendedText(copies.derive(id, []).data);
      return { written };
    },

    /** The text saving copy `id` writes over `disk` (the file as the save read it). */
    write(id: string, disk: string): MinimalWrite {
      savedOver.set(id, disk);
      // A save refused after writing its text (the file changed meanwhile) is never told saved:
      // only the newest few are kept, not a site's text per refused save.
      for (const oldest of savedOver.keys()) if (savedOver.size > 4) savedOver.delete(oldest);
      return writeOver(disk, copies.derive(id, []).data);
    },

    problems: (text: string): EditorProblem[] => problems(text),
  };
}

export type SiteJobs = ReturnType<typeof siteJobs>;
