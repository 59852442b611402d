import { existsSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { checkSiteFile, PUBLIC_DIR } from '../../scripts/lib/site-file';
import { syntheticSite } from '../../scripts/lib/perf/synthetic-site';
import { siteInput } from '../fixtures/site';

vi.mock('node:fs', async (original) => {
  const fs = await original<typeof import('node:fs')>();
  return { ...fs, existsSync: vi.fn(fs.existsSync) };
});

describe('checking a grown site.json', () => {
  it('looks each file of public/ up once, however many pages name it', () => {
    const text = JSON.stringify(syntheticSite(siteInput(), { posts: 200, pages: 40 }));
    const lookups = vi.mocked(existsSync);
    lookups.mockClear();
    const { site } = checkSiteFile('site.json', text);
    expect(site).toBeDefined();
    const inPublic = lookups.mock.calls
      .map(([path]) => String(path))
      .filter((path) => path.startsWith(PUBLIC_DIR));
    expect(inPublic.length).toBeGreaterThan(10);
    expect(new Set(inPublic).size).toBe(inPublic.length);
  });
});
