import { unifiedDiff } from '../lib/text-diff';
import type { HistoryEntry } from '../protocol/history';
import type { BlobReader } from './git';
import {
  linesBefore,
  linesOf,
  locateBefore,
  locateByKey,
  locateByLines,
  sameValue,
  textOf,
  touches,
  type Found,
  type Lines,
} from './locate';
import type { LogCommit } from './log';
import { outline, type Outline } from './outline';
import type { Subject } from '../lib/history-subject';

/** Recently read versions, by blob id (the same id is the same text). */
export class Versions {
  private readonly cache = new Map<string, Outline | undefined>();
  constructor(private readonly size = 8) {}

  async get(reader: BlobReader, name: string): Promise<{ id: string; version?: Outline }> {
    if (this.cache.has(name)) return { id: name, version: this.remember(name) };
    const blob = await reader.read(name);
    if (!blob) return { id: name };
    if (!this.cache.has(blob.id)) this.cache.set(blob.id, outline(blob.text));
    return { id: blob.id, version: this.remember(blob.id) };
  }

  private remember(id: string): Outline | undefined {
    const version = this.cache.get(id);
    this.cache.delete(id);
    this.cache.set(id, version);
    while (this.cache.size > this.size) this.cache.delete(this.cache.keys().next().value!);
    return version;
  }
}

const pretty = (value: unknown) =>
  value === undefined ? '' : `${JSON.stringify(value, null, 2)}\n`;

/**
 * One subject's walk down the log, newest first. Where the subject stands in each version is
 * remembered by blob id, so a commit whose changed lines lie elsewhere is passed by its line
 * numbers alone; only a commit that reaches the subject's lines has its versions read and
 * compared by value.
 */
export class SubjectScan {
  readonly entries: HistoryEntry[] = [];
  /** Commits of the log looked at so far. */
  position = 0;
  done = false;
  /** Commits read from git and not looked at yet (an answer may stop in the middle of a read). */
  pending: LogCommit[] = [];
  /** The last read reached the first commit. */
  last = false;
  /** Whether the newest version has the subject at all (known after the first commit). */
  present: boolean | undefined;
  private readonly where = new Map<string, Lines | null>();

  constructor(
    private readonly subject: Subject,
    private readonly path: string,
    private readonly versions: Versions,
  ) {}

  async step(commit: LogCommit, reader: BlobReader): Promise<void> {
    this.position++;
    const merge = commit.parents.length > 1;
    const after = merge
      ? await this.versions.get(reader, `${commit.hash}:${this.path}`)
      : commit.newBlob
        ? { id: commit.newBlob }
        : undefined;
    const lines = after ? await this.linesIn(after.id, reader) : null;
    if (this.present === undefined) this.present = lines !== null;
    if (!after || !lines) {
      if (commit.oldBlob && !this.where.has(commit.oldBlob)) this.where.set(commit.oldBlob, null);
      return;
    }
    if (!merge && commit.oldBlob && !touches(commit.hunks, lines)) {
      if (!this.where.has(commit.oldBlob))
        this.where.set(commit.oldBlob, linesBefore(commit.hunks, lines));
      return;
    }
    const newer = (await this.versions.get(reader, after.id)).version!;
    const found = locateByLines(newer, this.subject, lines) ?? locateByKey(newer, this.subject);
    if (!found) return;
    const parents = merge
      ? commit.parents.map((p) => `${p}:${this.path}`)
      : commit.oldBlob
        ? [commit.oldBlob]
        : [];
    const befores: (string | undefined)[] = [];
    for (const name of parents) befores.push(await this.before(name, newer, found, reader));
    const now = textOf(newer, found.span);
    if (befores.length > 0 && befores.some((text) => text !== undefined && sameValue(text, now)))
      return;
    const before = befores[0] === undefined ? undefined : (JSON.parse(befores[0]) as unknown);
    const value: unknown = JSON.parse(now);
    this.entries.push({
      commit: commit.hash,
      author: commit.author,
      email: commit.email,
      time: commit.time,
      message: commit.message,
      change: before === undefined ? 'added' : 'changed',
      lines: unifiedDiff(pretty(before), pretty(value)),
      value,
      ...(before === undefined ? {} : { before }),
    });
  }

  /** The subject's text in the version before a commit, remembering where it stands there. */
  private async before(name: string, newer: Outline, found: Found, reader: BlobReader) {
    const { id, version } = await this.versions.get(reader, name);
    const there = version ? locateBefore(version, newer, found, this.subject) : undefined;
    this.where.set(id, there && version ? linesOf(version, there.span) : null);
    return there && version ? textOf(version, there.span) : undefined;
  }

  private async linesIn(id: string, reader: BlobReader): Promise<Lines | null> {
    const known = this.where.get(id);
    if (known !== undefined) return known;
    const { version } = await this.versions.get(reader, id);
    const found = version ? locateByKey(version, this.subject) : undefined;
    const lines = found && version ? linesOf(version, found.span) : null;
    this.where.set(id, lines);
    return lines;
  }
}
