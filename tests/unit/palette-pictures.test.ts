import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sectionTypes } from '../../src/sections/registry';
import {
  currentHashes,
  PALETTE_DIR,
  recordedHashes,
  stalePictures,
} from '../../editor/palette/manifest';

describe('the palette pictures (npm run palette)', () => {
  it('are drawn from every type’s current example and component: none is stale or missing', () => {
    expect(stalePictures()).toEqual([]);
    expect(Object.keys(recordedHashes()).sort()).toEqual([...sectionTypes].sort());
  });

  it('record a different source for every type, so one type’s change cannot pass for another’s', () => {
    const hashes = Object.values(currentHashes());
    expect(new Set(hashes).size).toBe(sectionTypes.length);
  });

  it('stay small: a few kilobytes each', () => {
    for (const type of sectionTypes) {
      const file = join(PALETTE_DIR, `${type}.webp`);
      expect(existsSync(file)).toBe(true);
      expect(statSync(file).size).toBeLessThan(8 * 1024);
    }
  });
});
