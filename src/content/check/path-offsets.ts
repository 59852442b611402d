/**
 * Where the problems' paths are in the text, found in one scan that keeps numbers for the wanted
 * paths only. jsonc-parser's tree would hold an object per JSON value with parent links (more
 * than a gigabyte for a site of ten thousand routes) to answer a few thousand questions.
 */
import { visit } from 'jsonc-parser';
import type { JsonPath } from '../../base/problem';

/** A wanted path, by segment; what the scan found for it. */
interface Wanted {
  children: Map<string | number, Wanted>;
  /** Where the value starts. */
  value?: number;
  /** Where its property name starts, for the value of an object's property. */
  key?: number;
  /** Whether the value is an object (only an object's property name can be pointed at). */
  object?: boolean;
}

interface Frame {
  wanted: Wanted | undefined;
  /** An array's next index; -1 in an object. */
  index: number;
  /** The wanted node of the property whose value comes next, in an object. */
  next: Wanted | undefined;
}

export interface PathOffsets {
  /**
   * The offset that best points at `path`: the value itself, or for a path that does not exist
   * (a missing field), the closest ancestor that does; for a property's value, its name. With
   * `key`, the offset of that property name in the object at `path`.
   */
  offsetOf(path: JsonPath, key?: string): number;
  /** Work done: characters of text scanned and path segments walked (how the cost is held linear). */
  readonly steps: number;
}

const node = (): Wanted => ({ children: new Map() });

/**
 * One scan of `text` (valid JSON) for every path of `wanted`, `[path, key?]`: the cost is the
 * text once plus each wanted path's length, not the text once per path.
 */
export function pathOffsets(text: string, wanted: readonly [JsonPath, string?][]): PathOffsets {
  const root = node();
  let steps = 0;
  for (const [path, key] of wanted) {
    let at = root;
    for (const segment of key === undefined ? path : [...path, key]) {
      steps++;
      let child = at.children.get(segment);
      if (!child) at.children.set(segment, (child = node()));
      at = child;
    }
  }

  const stack: Frame[] = [];
  let pending: Wanted | undefined = root;
  /** The wanted node the value starting now belongs to (an array's item is counted here). */
  const begin = (offset: number, object: boolean) => {
    const frame = stack.at(-1);
    let target: Wanted | undefined;
    if (!frame) target = pending;
    else if (frame.index >= 0) {
      const index = frame.index++;
      target = frame.wanted?.children.get(index);
    } else target = frame.next;
    if (frame) frame.next = undefined;
    pending = undefined;
    if (target && target.value === undefined) {
      target.value = offset;
      target.object = object;
    }
    return target;
  };
  visit(
    text,
    {
      // A value no path leads into is scanned without calls for what it holds.
      onObjectBegin: (offset) => {
        const wanted = begin(offset, true);
        stack.push({ wanted, index: -1, next: undefined });
        return wanted !== undefined;
      },
      onArrayBegin: (offset) => {
        const wanted = begin(offset, false);
        stack.push({ wanted, index: 0, next: undefined });
        return wanted !== undefined;
      },
      onObjectEnd: () => void stack.pop(),
      onArrayEnd: () => void stack.pop(),
      onLiteralValue: (_value, offset) => void begin(offset, false),
      onObjectProperty: (property, offset) => {
        const frame = stack.at(-1)!;
        const child = frame.wanted?.children.get(property);
        // A repeated name: the first one is where a path leads (as jsonc-parser's lookup finds).
        if (child && child.key === undefined) {
          child.key = offset;
          frame.next = child;
        } else frame.next = undefined;
      },
    },
    { disallowComments: true },
  );
  steps += text.length;

  return {
    offsetOf(path, key) {
      const found: Wanted[] = [root];
      for (const segment of path) {
        steps++;
        const child = found.at(-1)!.children.get(segment);
        if (child?.value === undefined) break;
        found.push(child);
      }
      const deepest = found.at(-1)!;
      if (key !== undefined && found.length === path.length + 1 && deepest.object) {
        const property = deepest.children.get(key);
        if (property?.key !== undefined) return property.key;
      }
      return deepest.key ?? deepest.value ?? 0;
    },
    get steps() {
      return steps;
    },
  };
}
