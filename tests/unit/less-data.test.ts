import { describe, expect, it } from 'vitest';
import { prefersLessData } from '../../src/ui/less-data';

const on = (connection?: { saveData?: boolean; effectiveType?: string }) =>
  ({ connection }) as unknown as Navigator;

describe('a visitor who should get the page without its decorations', () => {
  it('asked to save data', () => {
    expect(prefersLessData(on({ saveData: true, effectiveType: '4g' }))).toBe(true);
  });

  it('is on a connection the browser rates slow-2g, 2g or 3g', () => {
    for (const effectiveType of ['slow-2g', '2g', '3g'])
      expect(prefersLessData(on({ saveData: false, effectiveType })), effectiveType).toBe(true);
  });

  it('is on a fast connection, or on a browser that does not say', () => {
    expect(prefersLessData(on({ saveData: false, effectiveType: '4g' }))).toBe(false);
    expect(prefersLessData(on(undefined))).toBe(false);
  });
});
