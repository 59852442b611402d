import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../../editor/http/body';
import { BUSY_WITH_CHANGES, startSiteWork, WAITING_BYTES } from '../../editor/http/site-work';

describe('large bodies on their way to the site thread', () => {
  it('are refused with 429 and Retry-After, unread, once eight of the largest are held', async () => {
    const work = startSiteWork({
      file: 'site.json',
      publicDir: 'public',
      ledgerFile: join(tmpdir(), `ledger-${process.pid}.json`),
    });
    try {
      let reading = 0;
      /** A body of the largest size on its way: nothing arrives until `end` sends it. */
      const arriving = () => {
        const stream = new Readable({ read: () => void (reading += 1) });
        return Object.assign(stream, {
          headers: { 'content-length': String(MAX_BODY_BYTES) },
          end: () => {
            stream.push('{}');
            stream.push(null);
          },
        });
      };
      const held = Array.from({ length: WAITING_BYTES / MAX_BODY_BYTES }, arriving);
      const taken = held.map((req) =>
        work.take(req as unknown as IncomingMessage, MAX_BODY_BYTES, async (bytes) => bytes.length),
      );
      await new Promise((done) => setTimeout(done, 10));
      const next = arriving();
      await expect(
        work.take(next as unknown as IncomingMessage, MAX_BODY_BYTES, async () => 0),
      ).rejects.toMatchObject({
        status: 429,
        message: BUSY_WITH_CHANGES,
        headers: { 'retry-after': '5' },
      });
      expect(reading).toBe(held.length);
      expect(BUSY_WITH_CHANGES).toBe(
        'The editor is busy with other large changes. Wait a few seconds and try again.',
      );
      for (const req of held) req.end();
      expect(await Promise.all(taken)).toEqual(held.map(() => 2));
      // Once they are through, a body of the largest size is taken again.
      const after = arriving();
      const again = work.take(after as unknown as IncomingMessage, MAX_BODY_BYTES, async () => 1);
      after.end();
      expect(await again).toBe(1);
    } finally {
      await work.close();
    }
  });
});
