import { getNodeValue, parse, parseTree, type Node, type ParseError } from 'jsonc-parser';
import { equal } from '../merge/equal';
import { isRecord, pairArrayItems } from './array-match';
import { detectStyle, fullText, lineIndentAt, serialize, type JsonStyle } from './json-style';

export interface MinimalWrite {
  /** The new file text. */
  text: string;
  /** false when the minimal edit did not re-parse to `intended` and a full, consistently indented write was used. */
  minimal: boolean;
  /** Why the fallback was used (shown to the editor), when minimal is false. */
  note?: string;
}

const PARSE_OPTIONS = { allowTrailingComma: true, disallowComments: false };

/** Rewrites only the bytes that changed between JSON.parse(original) and `intended`, keeping the file's own
 *  formatting; a moved array element keeps its own lines; new elements use the file's indentation.
 *  Always re-parses the result and compares it with `intended` (deep equal) before returning. */
export function writeMinimal(original: string, intended: unknown): MinimalWrite {
  const serialized = JSON.stringify(intended);
  if (serialized === undefined) throw new TypeError('there is no JSON value to write');
  // What JSON can hold of `intended`: undefined properties vanish, as they would on disk.
  const target: unknown = JSON.parse(serialized);
  const style = detectStyle(original);
  const fallback = (reason: string): MinimalWrite => ({
    text: fullText(original, target, style),
    minimal: false,
    note: `The whole file was rewritten with its own indentation, because ${reason}; the Changes view may show lines that did not change in meaning.`,
  });

  const errors: ParseError[] = [];
  const root = parseTree(original, errors, PARSE_OPTIONS);
  if (!root || errors.length > 0) return fallback('the file on disk is not valid JSON');
  let text: string;
  try {
    const writer = new Writer(original, style);
    const body = writer.render(root, getNodeValue(root), target, false);
    text = original.slice(0, root.offset) + body + original.slice(root.offset + root.length);
  } catch (error) {
    return fallback(`the smallest edit could not be made (${(error as Error).message})`);
  }
  if (!readsBackAs(text, target, isStrictJson(original)))
    return fallback('the smallest edit did not read back as the intended data');
  return { text, minimal: true };
}

function isStrictJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

function readsBackAs(text: string, target: unknown, strict: boolean): boolean {
  try {
    const errors: ParseError[] = [];
    const data: unknown = strict ? JSON.parse(text) : parse(text, errors, PARSE_OPTIONS);
    return errors.length === 0 && equal(data, target);
  } catch {
    return false;
  }
}

/** One item of a container being written: its text, and which original item it came from. */
interface Item {
  text: string;
  from?: number;
}

/** How a container's items are separated in the original text. */
interface Layout {
  lead: string;
  between: string;
  tail: string;
  inline: boolean;
  itemIndent: string;
}

/**
 * Rebuilds the text from the original parse tree in one pass instead of applying jsonc-parser's
 * `modify` edits: those cannot be combined, may reflow a neighbouring one-line object, put a new
 * element on its neighbour's line and can leave `} ]` behind after a removal. Here an unchanged
 * value is always its original bytes, and only the separators of a container whose items
 * changed are written anew, copied from that container itself.
 */
class Writer {
  constructor(
    private readonly src: string,
    private readonly style: JsonStyle,
  ) {}

  /** The text for `node` holding `next` instead of `prev`: the original bytes wherever nothing changed. */
  render(node: Node, prev: unknown, next: unknown, inline: boolean): string {
    if (equal(prev, next)) return this.slice(node);
    if (node.type === 'object' && isRecord(prev) && isRecord(next))
      return this.renderObject(node, prev, next);
    if (node.type === 'array' && Array.isArray(prev) && Array.isArray(next))
      return this.renderArray(node, prev, next);
    return serialize(next, this.style, lineIndentAt(this.src, node.offset), inline);
  }

  private slice(node: Node): string {
    return this.src.slice(node.offset, node.offset + node.length);
  }

  private renderObject(
    node: Node,
    prev: Record<string, unknown>,
    next: Record<string, unknown>,
  ): string {
    const props = node.children ?? [];
    const keys = props.map((p) => String(p.children?.[0]?.value));
    if (new Set(keys).size !== keys.length) throw new Error('an object repeats a key');
    const layout = this.layout(node, props);
    // Kept keys stay where they are; a new key follows the key it follows in `next`.
    const order = keys.filter((k) => Object.hasOwn(next, k));
    let previous: string | undefined;
    for (const key of Object.keys(next)) {
      if (!order.includes(key)) order.splice(previous ? order.indexOf(previous) + 1 : 0, 0, key);
      previous = key;
    }
    const items = order.map((key): Item => {
      const from = keys.indexOf(key);
      const prop = props[from];
      const valueNode = prop?.children?.[1];
      if (!prop || !valueNode) {
        const value = serialize(next[key], this.style, layout.itemIndent, layout.inline);
        return { text: JSON.stringify(key) + this.style.colon + value };
      }
      const head = this.src.slice(prop.offset, valueNode.offset);
      return { from, text: head + this.render(valueNode, prev[key], next[key], layout.inline) };
    });
    return this.join(props, layout, items, '{', '}');
  }

  private renderArray(node: Node, prev: unknown[], next: unknown[]): string {
    const children = node.children ?? [];
    const layout = this.layout(node, children);
    const sources = pairArrayItems(prev, next);
    const items = next.map((value, j): Item => {
      const source = sources[j];
      const child = source === undefined ? undefined : children[source.from];
      if (!source || !child)
        return { text: serialize(value, this.style, layout.itemIndent, layout.inline) };
      const text = source.equal
        ? this.slice(child)
        : this.render(child, prev[source.from], value, layout.inline);
      return { from: source.from, text };
    });
    return this.join(children, layout, items, '[', ']');
  }

  /** Reads the separators of a container, or chooses them for one that was empty. */
  private layout(node: Node, children: Node[]): Layout {
    const first = children[0];
    const last = children[children.length - 1];
    if (!first || !last) {
      const base = lineIndentAt(this.src, node.offset);
      const lead = this.style.eol + base + this.style.indent;
      return {
        lead,
        between: `,${lead}`,
        tail: this.style.eol + base,
        inline: false,
        itemIndent: base + this.style.indent,
      };
    }
    const lead = this.src.slice(node.offset + 1, first.offset);
    const tail = this.src.slice(last.offset + last.length, node.offset + node.length - 1);
    const leadSpace = /\s*$/.exec(lead)?.[0] ?? '';
    const plainGap = children
      .slice(1)
      .map((_, i) => this.gapAfter(children, i) ?? '')
      .find((gap) => /^\s*,\s*$/.test(gap));
    const inline = !leadSpace.includes('\n');
    return {
      lead,
      between: plainGap ?? `,${leadSpace}`,
      tail,
      inline,
      itemIndent: inline ? '' : leadSpace.slice(leadSpace.lastIndexOf('\n') + 1),
    };
  }

  private gapAfter(children: Node[], i: number): string | undefined {
    const a = children[i];
    const b = children[i + 1];
    return a && b ? this.src.slice(a.offset + a.length, b.offset) : undefined;
  }

  /** Items joined with the original separator where two stay neighbours, the usual one elsewhere. */
  private join(children: Node[], layout: Layout, items: Item[], open: string, close: string) {
    if (items.length === 0) return open + close;
    let out = open + layout.lead;
    items.forEach((item, j) => {
      const before = items[j - 1];
      if (before) {
        const neighbours =
          before.from !== undefined && item.from !== undefined && item.from === before.from + 1;
        out +=
          (neighbours ? this.gapAfter(children, before.from ?? 0) : undefined) ?? layout.between;
      }
      out += item.text;
    });
    return out + layout.tail + close;
  }
}
