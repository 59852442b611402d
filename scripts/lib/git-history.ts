import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync } from 'node:fs';

/** One commit of a generated history: the whole file as it is after the commit. */
export interface Version {
  text: string;
  message: string;
  author?: { name: string; email: string };
  /** Seconds since 1970; otherwise the commits are a minute apart from 2026-01-01. */
  time?: number;
}

const START = Date.UTC(2026, 0, 1) / 1000;
const ENV = { ...process.env, GIT_TERMINAL_PROMPT: '0' };

/**
 * A git repository at `dir` whose branch `main` is `versions` of one file, oldest first, streamed
 * into one `git fast-import` (thousands of commits in seconds, for tests and measurements). The
 * work tree holds the last version.
 */
export async function writeHistory(
  dir: string,
  file: string,
  versions: Iterable<Version>,
): Promise<void> {
  mkdirSync(dir, { recursive: true });
  const git = (args: string[]) => execFileSync('git', args, { cwd: dir, env: ENV });
  git(['init', '-q', '-b', 'main']);
  const importer = spawn('git', ['fast-import', '--quiet'], {
    cwd: dir,
    env: ENV,
    stdio: ['pipe', 'ignore', 'inherit'],
  });
  const done = once(importer, 'close');
  const write = async (chunk: string | Buffer) => {
    if (!importer.stdin.write(chunk)) await once(importer.stdin, 'drain');
  };
  let i = 0;
  for (const version of versions) {
    const who = version.author ?? { name: 'Test Author', email: 'author@example.com' };
    const when = version.time ?? START + i * 60;
    const message = Buffer.from(version.message);
    const content = Buffer.from(version.text);
    await write(
      `commit refs/heads/main\nmark :${i + 1}\ncommitter ${who.name} <${who.email}> ${when} +0000\n` +
        `data ${message.length}\n`,
    );
    await write(message);
    await write(
      `\n${i > 0 ? `from :${i}\n` : ''}M 100644 inline ${file}\ndata ${content.length}\n`,
    );
    await write(content);
    await write('\n');
    i++;
  }
  importer.stdin.end();
  const [code] = await done;
  if (code !== 0) throw new Error(`git fast-import failed (${String(code)})`);
  git(['checkout', '-q', '-f', 'main']);
}
