import { describe, expect, it } from 'vitest';
import { lowPriorityEntry } from '../../scripts/lib/build/entry-priority';

describe("the page's module script", () => {
  it('is asked for at low priority, as the page needs it only after its first paint', () => {
    const built = '<script type="module" crossorigin src="/assets/index-a.js"></script>';
    expect(lowPriorityEntry(built)).toBe(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-a.js"></script>',
    );
  });

  it('keeps a priority the template already gives, and every other tag', () => {
    const html =
      '<script type="module" fetchpriority="high" src="/a.js"></script>' +
      '<script type="application/json" id="section-code">{}</script>';
    expect(lowPriorityEntry(html)).toBe(html);
  });
});
