import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A temporary git repository holding `text` as its one committed site.json (the editor reads
 * history from git); returns the file's path.
 */
export function gitCopyOf(text: string, prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  writeFileSync(join(dir, 'site.json'), text);
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=bench', '-c', 'user.email=bench@example.com', ...args], {
      cwd: dir,
    });
  git('init', '-q');
  git('add', 'site.json');
  git('commit', '-qm', 'copy');
  return join(dir, 'site.json');
}
