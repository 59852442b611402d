import { isDeepStrictEqual } from 'node:util';
import { lineOf, type Outline, type Owner, type Span } from './outline';
import { findSection, sectionKeyOf, type Subject } from '../lib/history-subject';
import type { Hunk } from './log';

/** Where the subject is in one version: its holder, its section if it is one, and its text. */
export interface Found {
  owner: number;
  section?: number;
  span: Span;
}

/** The first and last line of the subject in a version. */
export interface Lines {
  first: number;
  last: number;
}

/** The pages, posts or not-found page a subject is among (a post's sections are the template's). */
function holders(version: Outline, subject: Subject): Owner[] {
  if (subject.target === 'post' && subject.section) return [version.template];
  return version.owners[subject.target];
}

const ownerKey = (subject: Subject) =>
  subject.target === 'post' && subject.section ? '' : subject.key;

export function linesOf(version: Outline, span: Span): Lines {
  return { first: lineOf(version, span.start), last: lineOf(version, span.end - 1) };
}

function inOwner(owner: Owner, index: number, section: number | undefined): Found | undefined {
  if (section === undefined) return { owner: index, span: owner.span };
  const span = owner.sections[section];
  return span ? { owner: index, section, span } : undefined;
}

/** The subject in a version, by its names. */
export function locateByKey(version: Outline, subject: Subject): Found | undefined {
  const owners = holders(version, subject);
  const index = owners.findIndex((o) => o.key === ownerKey(subject));
  const owner = owners[index];
  if (!owner) return undefined;
  if (!subject.section) return inOwner(owner, index, undefined);
  const section = findSection(owner.sectionValues, subject.section);
  return section < 0 ? undefined : inOwner(owner, index, section);
}

/** The subject in a version, by the lines it stands on (known from a newer version). */
export function locateByLines(version: Outline, subject: Subject, lines: Lines): Found | undefined {
  const same = (span: Span) => {
    const at = linesOf(version, span);
    return at.first === lines.first && at.last === lines.last;
  };
  const owners = holders(version, subject);
  for (const [index, owner] of owners.entries()) {
    if (!subject.section) {
      if (same(owner.span)) return inOwner(owner, index, undefined);
      continue;
    }
    const section = owner.sections.findIndex(same);
    if (section >= 0) return inOwner(owner, index, section);
  }
  return undefined;
}

/**
 * The same subject in the version before a commit. Found by name; when the name is gone, the
 * item at the same place is taken for it if its own name is not in the newer version (a page
 * whose path changed, a section whose id changed).
 */
export function locateBefore(
  before: Outline,
  after: Outline,
  found: Found,
  subject: Subject,
): Found | undefined {
  const afterOwners = holders(after, subject);
  const beforeOwners = holders(before, subject);
  const afterOwner = afterOwners[found.owner]!;
  let index = beforeOwners.findIndex((o) => o.key === afterOwner.key);
  if (index < 0) {
    const same = beforeOwners[found.owner];
    if (same && !afterOwners.some((o) => o.key === same.key)) index = found.owner;
  }
  const owner = beforeOwners[index];
  if (!owner) return undefined;
  if (found.section === undefined) return inOwner(owner, index, undefined);
  const key = sectionKeyOf(afterOwner.sectionValues, found.section);
  if (!key) return undefined;
  let section = findSection(owner.sectionValues, key);
  if (section < 0) {
    const type = (afterOwner.sectionValues[found.section] as { type?: unknown }).type;
    const same = owner.sectionValues[found.section] as { type?: unknown } | undefined;
    const sameKey = sectionKeyOf(owner.sectionValues, found.section);
    if (same?.type === type && sameKey && findSection(afterOwner.sectionValues, sameKey) < 0)
      section = found.section;
  }
  return section < 0 ? undefined : inOwner(owner, index, section);
}

export const textOf = (version: Outline, span: Span) => version.text.slice(span.start, span.end);

/** Equal as values: the same text, or the same data written differently. */
export function sameValue(a: string, b: string): boolean {
  return a === b || isDeepStrictEqual(JSON.parse(a), JSON.parse(b));
}

/** Whether a commit's changed lines reach lines `first`–`last` of the newer version. */
export function touches(hunks: Hunk[], lines: Lines): boolean {
  return hunks.some((h) =>
    h.newLines > 0
      ? h.newStart <= lines.last && h.newStart + h.newLines - 1 >= lines.first
      : h.newStart >= lines.first && h.newStart < lines.last,
  );
}

/** Where lines a commit did not touch were before it. */
export function linesBefore(hunks: Hunk[], lines: Lines): Lines {
  let shift = 0;
  for (const h of hunks) {
    const above =
      h.newLines > 0 ? h.newStart + h.newLines - 1 < lines.first : h.newStart < lines.first;
    if (above) shift += h.newLines - h.oldLines;
  }
  return { first: lines.first - shift, last: lines.last - shift };
}
