import { findNodeAtLocation, type Node } from 'jsonc-parser';
import type { JsonPath } from './resolve-context';

export interface Position {
  line: number;
  column: number;
}

/** 1-based line and column of a character offset. */
export function positionAt(text: string, offset: number): Position {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

/**
 * The offset that best points at `path`: the value itself, or for a path that does not exist
 * (a missing field), the closest ancestor that does. With `key`, the offset of a property name.
 */
export function offsetOf(root: Node | undefined, path: JsonPath, key?: string): number {
  if (!root) return 0;
  for (let depth = path.length; depth >= 0; depth--) {
    const node = findNodeAtLocation(root, path.slice(0, depth) as (string | number)[]);
    if (!node) continue;
    if (key !== undefined && depth === path.length && node.type === 'object') {
      const property = node.children?.find((p) => p.children?.[0]?.value === key);
      if (property) return property.offset;
    }
    // For a property's value, point at the property name: that is where editors look.
    const parent = node.parent;
    if (parent?.type === 'property' && parent.children?.[0]) return parent.children[0].offset;
    return node.offset;
  }
  return root.offset;
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
