import { findNodeAtLocation, parseTree, type Node } from 'jsonc-parser';
import { describe, expect, it } from 'vitest';
import { expectTwiceTheWork } from '../fixtures/linear';
import { pathOffsets } from '../../src/content/check/path-offsets';
import type { JsonPath } from '../../src/base/problem';
import { syntheticSite } from '../../scripts/lib/perf/synthetic-site';
import { siteInput, siteText } from '../fixtures/site';

/** What the check answered when it built jsonc-parser's whole tree: the reference. */
function treeOffset(root: Node, path: JsonPath, key?: string): number {
  for (let depth = path.length; depth >= 0; depth--) {
    const node = findNodeAtLocation(root, path.slice(0, depth) as (string | number)[]);
    if (!node) continue;
    if (key !== undefined && depth === path.length && node.type === 'object') {
      const property = node.children?.find((p) => p.children?.[0]?.value === key);
      if (property) return property.offset;
    }
    const parent = node.parent;
    if (parent?.type === 'property' && parent.children?.[0]) return parent.children[0].offset;
    return node.offset;
  }
  return root.offset;
}

/** Every path of a JSON value, plus a missing field and index under each object and array. */
function pathsOf(value: unknown, path: (string | number)[] = []): [JsonPath, string?][] {
  const own: [JsonPath, string?][] = [[path]];
  if (Array.isArray(value))
    return [
      ...own,
      [[...path, value.length]],
      [[...path, 'length']],
      ...value.flatMap((item, i) => pathsOf(item, [...path, i])),
    ];
  if (value && typeof value === 'object')
    return [
      ...own,
      [[...path, 'missing', 0]],
      [path, Object.keys(value)[0]],
      [path, 'missing'],
      ...Object.entries(value).flatMap(([key, item]) => pathsOf(item, [...path, key])),
    ];
  return [...own, [path, 'key'], [[...path, 0]]];
}

describe('pathOffsets', () => {
  it('points where the whole-tree lookup pointed, for every path of site.json and missing ones', () => {
    const text = siteText();
    const wanted = pathsOf(JSON.parse(text));
    const root = parseTree(text)!;
    const offsets = pathOffsets(text, wanted);
    const differing = wanted.filter(
      ([path, key]) => offsets.offsetOf(path, key) !== treeOffset(root, path, key),
    );
    expect(wanted.length).toBeGreaterThan(1000);
    expect(differing).toEqual([]);
  });

  it('takes the first of a repeated field name, skips other values and reads past a leading space', () => {
    const text = ' {"a": {"b": 1}, "c": [true, {"d": null}], "a": {"b": 2}}';
    const wanted: [JsonPath, string?][] = [
      [['a', 'b']],
      [['c', 1, 'd']],
      [['c', 5]],
      [['c', 1], 'd'],
      [[]],
      [['a', 'x', 'y']],
    ];
    const offsets = pathOffsets(text, wanted);
    const root = parseTree(text)!;
    for (const [path, key] of wanted)
      expect(offsets.offsetOf(path, key)).toBe(treeOffset(root, path, key));
    expect(offsets.offsetOf(['a', 'b'])).toBe(text.indexOf('"b"'));
  });

  it('costs the text once plus each wanted path: twice the file and problems, twice the work', () => {
    const base = siteInput();
    const steps = (posts: number) => {
      const text = JSON.stringify(syntheticSite(base, { posts, pages: posts / 5 }), null, 2);
      const data = JSON.parse(text) as { blog: { posts: unknown[] }; pages: unknown[] };
      // A problem at every post's title and every page's path, as a grown site warns.
      const wanted: [JsonPath, string?][] = [
        ...data.blog.posts.map((_, i): [JsonPath] => [['blog', 'posts', i, 'title']]),
        ...data.pages.map((_, i): [JsonPath] => [['pages', i, 'path']]),
      ];
      const offsets = pathOffsets(text, wanted);
      for (const [path, key] of wanted) offsets.offsetOf(path, key);
      return { steps: offsets.steps, chars: text.length, problems: wanted.length };
    };
    const large = steps(2000);
    expectTwiceTheWork(steps(1000), large);
    expect(large.steps).toBeLessThan(1.1 * large.chars);
  });
});
