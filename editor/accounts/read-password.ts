import { stdin, stdout } from 'node:process';
import { AccountError } from './store';

/** All of piped standard input, up to its first line end: what a script or test sends. */
async function pipedLine(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '';
}

/** Asks at the terminal and reads without showing what is typed. */
function hiddenLine(question: string): Promise<string> {
  stdout.write(question);
  stdin.setRawMode(true);
  stdin.setEncoding('utf8');
  stdin.resume();
  return new Promise((done, fail) => {
    let typed = '';
    const finish = (error?: Error) => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      stdout.write('\n');
      if (error) fail(error);
      else done(typed);
    };
    const onData = (keys: string) => {
      for (const key of keys) {
        if (key === '\r' || key === '\n') return finish();
        if (key === '\u0003' || key === '\u0004')
          return finish(new AccountError('Stopped: nothing was stored.'));
        if (key === '\u007f' || key === '\b') typed = [...typed].slice(0, -1).join('');
        else if (key >= ' ') typed += key;
      }
    };
    stdin.on('data', onData);
  });
}

/** The new password: typed twice at a terminal, or the first line of piped input. */
export async function readPassword(question: string): Promise<string> {
  if (!stdin.isTTY) return pipedLine();
  const first = await hiddenLine(question);
  const again = await hiddenLine('The same password again: ');
  if (first !== again) throw new AccountError('The two passwords differ. Nothing was stored.');
  return first;
}
