/**
 * Debian's Chromium as a visitor's is: driven over the DevTools protocol's pipe with nothing of
 * the inspector switched on but the page's and the emulation's domains.
 *
 * Playwright cannot be used for this. It enables the Runtime domain on every page. With that
 * domain on, V8 records the source line of every frame on the stack each time an `Error` is
 * made. React DOM makes five at its start, inside the one function that wraps all its code. So V8
 * parses that whole function (190 KB) again, to find their lines: 33–60 ms at 4× CPU, where the
 * same call takes 7–12 ms in a browser with no inspector attached. A visitor's browser never
 * does that work. Measured 2026-11-29: docs/performance.md.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';

type Params = Record<string, unknown>;

interface Message {
  id?: number;
  method?: string;
  params?: Params;
  result?: Params;
  error?: { message: string };
  sessionId?: string;
}

/** One tab, in a browser context of its own (no cache, no storage shared with another). */
export interface VisitorTab {
  send<T = Params>(method: string, params?: Params): Promise<T>;
  /** The next event of this name in this tab. */
  next(event: string): Promise<Params>;
  /** Evaluates an expression in the page (awaiting a promise) and returns its value. */
  evaluate<T>(expression: string): Promise<T>;
  close(): Promise<void>;
}

export interface VisitorChromium {
  newTab(viewport: {
    width: number;
    height: number;
    deviceScaleFactor: number;
  }): Promise<VisitorTab>;
  close(): Promise<void>;
}

export async function launchVisitorChromium(): Promise<VisitorChromium> {
  const profile = mkdtempSync(join(tmpdir(), 'visitor-chromium-'));
  const browser = spawn(
    CHROMIUM_PATH,
    [
      ...CHROMIUM_ARGS,
      '--headless',
      '--remote-debugging-pipe',
      `--user-data-dir=${profile}`,
      // No outside network: another host (the map, a player) is not found at once.
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
      '--disable-background-timer-throttling',
      '--disable-renderer-backgrounding',
      'about:blank',
    ],
    // The protocol's pipe: the browser reads commands from its fd 3 and writes to its fd 4.
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
  );
  const commands = browser.stdio[3] as Writable;
  const replies = browser.stdio[4] as Readable;

  let lastId = 0;
  const pending = new Map<number, { resolve: (m: Message) => void; reject: (e: Error) => void }>();
  const waiting: { key: string; resolve: (p: Params) => void; reject: (e: Error) => void }[] = [];
  let buffered = '';
  const failAll = (error: Error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
    // An event awaited from a browser that has gone never comes: say why instead.
    for (const { reject } of waiting.splice(0)) reject(error);
  };
  browser.once('exit', (code) =>
    failAll(new Error(`Chromium exited (${code}) at ${CHROMIUM_PATH}`)),
  );
  browser.once('error', failAll);
  // A browser that could not start or has gone closes the pipe: its reason is the exit's above.
  commands.on('error', () => undefined);
  replies.setEncoding('utf8');
  replies.on('data', (chunk: string) => {
    const parts = (buffered + chunk).split('\0');
    buffered = parts.pop()!;
    for (const part of parts) {
      const message = JSON.parse(part) as Message;
      if (message.id !== undefined) {
        pending.get(message.id)?.resolve(message);
        pending.delete(message.id);
      } else if (message.method) {
        const key = `${message.sessionId ?? ''} ${message.method}`;
        const at = waiting.findIndex((w) => w.key === key);
        if (at >= 0) waiting.splice(at, 1)[0]!.resolve(message.params ?? {});
      }
    }
  });

  function send<T>(method: string, params: Params = {}, sessionId?: string): Promise<T> {
    const id = ++lastId;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, {
        resolve: (m) =>
          m.error ? reject(new Error(`${method}: ${m.error.message}`)) : resolve(m.result as T),
        reject,
      });
      commands.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
    });
  }

  // The first answer says the browser is up (or the exit above says why not).
  await send('Browser.getVersion');

  return {
    async newTab(viewport) {
      const { browserContextId } = await send<{ browserContextId: string }>(
        'Target.createBrowserContext',
      );
      const { targetId } = await send<{ targetId: string }>('Target.createTarget', {
        url: 'about:blank',
        browserContextId,
      });
      const { sessionId } = await send<{ sessionId: string }>('Target.attachToTarget', {
        targetId,
        flatten: true,
      });
      const tab: VisitorTab = {
        send: (method, params) => send(method, params, sessionId),
        next: (event) =>
          new Promise((resolve, reject) =>
            waiting.push({ key: `${sessionId} ${event}`, resolve, reject }),
          ),
        async evaluate<T>(expression: string) {
          // Runtime.evaluate answers without the Runtime domain being enabled.
          const { result, exceptionDetails } = await tab.send<{
            result: { value: T };
            exceptionDetails?: { text: string; exception?: { description?: string } };
          }>('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true });
          if (exceptionDetails)
            throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text);
          return result.value;
        },
        close: async () => {
          await send('Target.disposeBrowserContext', { browserContextId });
        },
      };
      await tab.send('Page.enable');
      await tab.send('Emulation.setDeviceMetricsOverride', { ...viewport, mobile: false });
      return tab;
    },
    async close() {
      if (browser.exitCode === null && browser.signalCode === null) {
        const exited = new Promise((done) => browser.once('exit', done));
        await send('Browser.close').catch(() => browser.kill());
        await exited;
      }
      // Its helper processes may still be writing to the profile a moment after it exits.
      rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
    },
  };
}
