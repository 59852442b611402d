import { describe, expect, it } from 'vitest';
import { shortClassNames } from '../../scripts/lib/build/class-names';

const ROOT = '/repo';
const HEADER = '/repo/src/layout/Header.module.css';
const FOOTER = '/repo/src/layout/Footer.module.css';

describe('short class names of the built site', () => {
  it('are the same for a module and class in every build, and distinct from their neighbours', () => {
    const name = shortClassNames(ROOT);
    const header = name('header', HEADER);
    expect(header).toMatch(/^_[\w-]{6}$/);
    // The prerender's build and the browser's are two builds: they must agree.
    expect(shortClassNames(ROOT)('header', HEADER)).toBe(header);
    // Vite names a module with a query now and then: the same module.
    expect(name('header', `${HEADER}?used`)).toBe(header);
    expect(name('brand', HEADER)).not.toBe(header);
    expect(name('header', FOOTER)).not.toBe(header);
    // From the project's root, so a clone in another folder builds the same site.
    expect(shortClassNames('/elsewhere')('header', HEADER.replace(ROOT, '/elsewhere'))).toBe(
      header,
    );
  });

  it('stop the build when two classes would share a name, naming both', () => {
    // One letter of hash: 64 names, so a clash comes quickly.
    const name = shortClassNames(ROOT, 1);
    let clash: unknown;
    for (let i = 0; i < 100 && !clash; i++) {
      try {
        name(`c${i}`, HEADER);
      } catch (error) {
        clash = error;
      }
    }
    expect(String(clash)).toMatch(
      /^Error: Two CSS classes got the same short name _[\w-]: src\/layout\/Header\.module\.css:\.c\d+ and src\/layout\/Header\.module\.css:\.c\d+\. Rename one of them\.$/,
    );
  });
});
