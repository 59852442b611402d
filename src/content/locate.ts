import type { JsonPath } from '../base/problem';

export interface Position {
  line: number;
  column: number;
}

/**
 * Positions in one text: its line starts are found once, then each position is a binary search,
 * so locating every problem of a large file costs the file once plus a few steps per problem.
 */
export interface Locator {
  /** 1-based line and column of a character offset. */
  positionAt(offset: number): Position;
  /** Work done so far: characters scanned and search steps (how the cost is held linear). */
  readonly steps: number;
}

export function locatorOf(text: string): Locator {
  let starts: number[] | undefined;
  let steps = 0;
  const lineStarts = () => {
    if (starts) return starts;
    starts = [0];
    for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) starts.push(i + 1);
    steps += text.length;
    return starts;
  };
  return {
    positionAt(offset) {
      const all = lineStarts();
      // The last line that starts at or before the offset.
      let low = 0;
      let high = all.length - 1;
      while (low < high) {
        steps++;
        const mid = (low + high + 1) >> 1;
        if (all[mid]! <= offset) low = mid;
        else high = mid - 1;
      }
      return { line: low + 1, column: offset - all[low]! + 1 };
    },
    get steps() {
      return steps;
    },
  };
}

/** 1-based line and column of a character offset (once; many use one `locatorOf(text)`). */
export function positionAt(text: string, offset: number): Position {
  return locatorOf(text).positionAt(offset);
}

/** `pages[3].sections[0].type`, the way the error messages spell a path. */
export function formatPath(path: JsonPath): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else if (/^[A-Za-z_$][\w$]*$/.test(part)) out += out ? `.${part}` : part;
    else out += `[${JSON.stringify(part)}]`;
  }
  return out || '(root)';
}
