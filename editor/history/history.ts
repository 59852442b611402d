import { basename, dirname } from 'node:path';
import { Refusal } from '../refusal';
import { HISTORY_PAGE_SIZE, type HistoryResponse } from '../protocol/history';
import { BlobReader, git, GitFailed } from './git';
import { readLog } from './log';
import { SubjectScan, Versions } from './scan';
import { subjectQuery, type Subject } from '../lib/history-subject';

/** How many entries one answer lists ("Show older" asks for the next ones). */
export const PAGE_SIZE = HISTORY_PAGE_SIZE;
/** Commits read from git at a time. */
const CHUNK = 250;
const FIRST_CHUNK = 40;
/** An answer is sent after this long with what was found so far; "Show older" goes on. */
const BUDGET_MS = 2_500;
const CURSOR = /^([0-9a-f]{40}):(\d{1,6})$/;

/**
 * The history of pages and sections of one site.json, read from its git repository with the git
 * command. Scans are kept per commit and subject, so asking again, or for older entries, goes
 * on from where the last answer stopped. An answer waits at most `budgetMs` for its entries.
 */
export function createHistory(file: string, budgetMs = BUDGET_MS) {
  const cwd = dirname(file);
  const versions = new Versions();
  const scans = new Map<string, SubjectScan>();

  async function where(): Promise<{ path: string } | HistoryResponse> {
    try {
      const prefix = (await git(cwd, ['rev-parse', '--show-prefix'])).trim();
      return { path: `${prefix}${basename(file)}` };
    } catch (error) {
      if (!(error instanceof GitFailed)) throw error;
      return {
        kind: 'unavailable',
        message: 'This copy of the site keeps no earlier versions, so there is no history to show.',
        developers: `${basename(file)} is not in a git repository.`,
      };
    }
  }

  // One answer at a time: answers share the scans they continue.
  let queue: Promise<unknown> = Promise.resolve();
  function list(subject: Subject, before?: string): Promise<HistoryResponse> {
    const answer = queue.then(() => listNow(subject, before));
    queue = answer.catch(() => undefined);
    return answer;
  }

  async function listNow(subject: Subject, before?: string): Promise<HistoryResponse> {
    const repo = await where();
    if (!('path' in repo)) return repo;
    const cursor = before === undefined ? undefined : CURSOR.exec(before);
    if (before !== undefined && !cursor)
      throw new Refusal(400, '"before" must be the "next" of an earlier answer.');
    let head = cursor?.[1];
    if (!head)
      try {
        head = (await git(cwd, ['rev-parse', '--verify', 'HEAD^{commit}'])).trim();
      } catch {
        head = '';
      }
    const total = head
      ? Number(
          (await git(cwd, ['rev-list', '--count', head, '--', repo.path]).catch(() => '0')).trim(),
        )
      : 0;
    if (total === 0)
      return {
        kind: 'unavailable',
        message: cursor
          ? 'That part of the history is no longer there: open History again.'
          : 'The site has no recorded versions yet: the first is recorded when it is published.',
        developers: cursor
          ? `${head} no longer holds ${repo.path}.`
          : `${repo.path} has never been committed.`,
      };
    const from = cursor ? Number(cursor[2]) : 0;
    const scan = scanOf(head, subject, repo.path);
    const reader = new BlobReader(cwd);
    try {
      const started = performance.now();
      while (!scan.done && scan.entries.length < from + PAGE_SIZE) {
        if (scan.pending.length === 0) {
          // A short first read, so a page changed often shows its latest commits soon.
          const count = scan.position === 0 ? FIRST_CHUNK : CHUNK;
          scan.pending = await readLog(cwd, head, repo.path, scan.position, count);
          scan.last = scan.pending.length < count;
          if (scan.pending.length === 0) break;
        }
        await scan.step(scan.pending.shift()!, reader);
        scan.done = scan.present === false || (scan.last && scan.pending.length === 0);
        // After one commit at least, so every answer goes on from the last.
        if (performance.now() - started > budgetMs) break;
      }
      if (scan.last && scan.pending.length === 0) scan.done = true;
    } finally {
      reader.close();
    }
    if (scan.present === false)
      throw new Refusal(
        404,
        'The newest recorded version of the site does not have this yet: it is new, or its address or name changed since then.',
      );
    const entries = scan.entries.slice(from, from + PAGE_SIZE);
    const shown = from + entries.length;
    const more = shown < scan.entries.length || !scan.done;
    return {
      kind: 'history',
      entries,
      ...(more ? { next: `${head}:${shown}` } : {}),
      scanned: scan.position,
      total,
    };
  }

  function scanOf(head: string, subject: Subject, path: string): SubjectScan {
    const key = `${head} ${subjectQuery(subject)}`;
    let scan = scans.get(key);
    if (!scan) scan = new SubjectScan(subject, path, versions);
    scans.delete(key);
    scans.set(key, scan);
    while (scans.size > 32) scans.delete(scans.keys().next().value!);
    return scan;
  }

  return { list };
}
