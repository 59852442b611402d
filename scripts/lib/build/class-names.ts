import { createHash } from 'node:crypto';
import { relative } from 'node:path';

/**
 * The class names CSS modules get in the built site: `_` and six letters of a hash of the
 * module's path and the class's own name (`.header` of src/layout/Header.module.css becomes
 * `_Xq3k9A`). `header_EusIa` named the class twice over, once in the stylesheet and once per
 * element that wears it, on every page and in the JS that renders it: short names make the
 * Hindi home page 0.3 KB gzip smaller, which is what decides whether it reaches a phone in the
 * first round trip (docs/performance.md). The development server keeps the readable names.
 *
 * The same module and class always get the same name (the prerender's build and the browser's
 * must agree); two classes getting one name would style each other's elements, so that stops
 * the build, naming both.
 */
export function shortClassNames(root: string, letters = 6) {
  const owners = new Map<string, string>();
  return (name: string, filename: string): string => {
    const owner = `${relative(root, filename.split('?')[0]!).replaceAll('\\', '/')}:.${name}`;
    const short = `_${createHash('sha256').update(owner).digest('base64url').slice(0, letters)}`;
    const known = owners.get(short);
    if (known !== undefined && known !== owner)
      throw new Error(
        `Two CSS classes got the same short name ${short}: ${known} and ${owner}. Rename one of them.`,
      );
    owners.set(short, owner);
    return short;
  };
}
