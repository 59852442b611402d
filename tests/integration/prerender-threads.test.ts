import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/** Every file under `dir`, by its path inside it. */
function files(dir: string): Map<string, Buffer> {
  const found = new Map<string, Buffer>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) {
      const path = join(entry.parentPath, entry.name);
      found.set(relative(dir, path), readFileSync(path));
    }
  return found;
}

// The build's thread resolves every page and hands it, as JSON, to a renderer: itself on a small
// site, worker threads (one per core) on a large one (scripts/lib/build/workers.ts). What a
// visitor gets must not depend on how many threads made it.
describe('the prerender in threads', () => {
  const root = mkdtempSync(join(tmpdir(), 'prerender-threads-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const build = (threads: number) => {
    const out = join(root, `dist-${threads}`);
    execFileSync('npx', ['tsx', 'scripts/build.ts'], {
      // One build time for both: version.json says when the site was built.
      env: {
        ...process.env,
        OUT_DIR: out,
        BUILD_WORKERS: String(threads),
        SOURCE_DATE_EPOCH: '1764000000',
      },
      stdio: 'pipe',
    });
    return files(out);
  };

  it('writes the same files, byte for byte, in two threads as in one', () => {
    const one = build(1);
    const two = build(2);
    expect([...two.keys()].sort()).toEqual([...one.keys()].sort());
    const differing = [...one].filter(([path, bytes]) => !bytes.equals(two.get(path)!));
    expect(differing.map(([path]) => path)).toEqual([]);
  }, 120_000);
});
