import { existsSync, readdirSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { checkApiRequest } from '../../editor/http/guard';
import {
  BUSY_WITH_PICTURES,
  receiveUpload,
  UPLOADS_AT_ONCE,
  UPLOADS_WAITING,
  uploadTarget,
} from '../../editor/http/upload';
import { INGEST_MESSAGES } from '../../scripts/lib/images/ingest';
import { phonePhoto } from '../fixtures/photos';
import { tempDir } from '../fixtures/temp-dir';

const admission = { hosts: new Set(['127.0.0.1:5000']), token: 'secret' };
const request = (type: string) => ({
  method: 'POST',
  headers: {
    host: '127.0.0.1:5000',
    origin: 'http://127.0.0.1:5000',
    'x-editor-token': 'secret',
    'content-type': type,
  },
});
const body = (bytes: Buffer) =>
  Object.assign(Readable.from([bytes]), { headers: {} }) as unknown as IncomingMessage;
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error as { status: number; message: string };
  }
  return undefined;
};

describe('the upload route', () => {
  it('takes pictures only, and pictures only there', () => {
    expect(refusal(() => checkApiRequest(request('image/jpeg'), admission, 'upload'))).toBe(
      undefined,
    );
    expect(refusal(() => checkApiRequest(request('text/plain'), admission, 'upload'))).toEqual(
      expect.objectContaining({
        status: 415,
        message:
          'That file is not a photo or a picture the site can show. Open it in a picture program, save it as a photo, and upload that.',
      }),
    );
    expect(refusal(() => checkApiRequest(request('image/jpeg'), admission, 'save'))?.status).toBe(
      415,
    );
  });

  it('writes only into public/uploads/', () => {
    const publicDir = '/site/public';
    expect(uploadTarget(publicDir, 'team-1a2b3c4d.jpg')).toBe(
      '/site/public/uploads/team-1a2b3c4d.jpg',
    );
    for (const name of ['../site.json', '../../etc/passwd', '/etc/passwd', 'a/b.jpg', '..', ''])
      expect(refusal(() => uploadTarget(publicDir, name))?.message).toBe(
        `An upload is stored in public/uploads/ only, not at ${name}.`,
      );
  });

  it('stores a phone photo under a readable name, and writes nothing for a refused file', async () => {
    const publicDir = tempDir('upload-');
    const stored = await receiveUpload(body(await phonePhoto()), publicDir, 'Go-live day.JPG');
    expect(stored).toMatchObject({ width: 1920, height: 2560 });
    expect(stored.src).toMatch(/^\/uploads\/go-live-day-[0-9a-f]{8}\.jpg$/);
    expect(existsSync(join(publicDir, stored.src))).toBe(true);

    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypheic\0\0\0\0mif1heic'),
    ]);
    await expect(receiveUpload(body(heic), publicDir, 'IMG_1.HEIC')).rejects.toMatchObject({
      status: 422,
      message: INGEST_MESSAGES.heic,
    });
    expect(readdirSync(join(publicDir, 'uploads'))).toHaveLength(1);
  });
});

describe('uploads at once', () => {
  it(`reads ${UPLOADS_AT_ONCE} at a time, and past ${UPLOADS_WAITING} waiting says it is busy, unread`, async () => {
    const publicDir = tempDir('upload-');
    let reading = 0;
    /** A picture on its way: nothing arrives until `end` sends it. */
    const slow = () => {
      const stream = new Readable({ read: () => void (reading += 1) });
      return Object.assign(stream, {
        headers: {},
        end: () => {
          stream.push(Buffer.from('not a picture'));
          stream.push(null);
        },
      });
    };
    const sending = Array.from({ length: UPLOADS_AT_ONCE + UPLOADS_WAITING }, slow);
    const answers = sending.map((req) =>
      receiveUpload(req as unknown as IncomingMessage, publicDir, 'a.jpg').catch(
        (error: { status: number }) => error.status,
      ),
    );
    await new Promise((done) => setTimeout(done, 10));
    expect(reading).toBe(UPLOADS_AT_ONCE);
    const refused = slow();
    await expect(
      receiveUpload(refused as unknown as IncomingMessage, publicDir, 'b.jpg'),
    ).rejects.toMatchObject({
      status: 429,
      message: BUSY_WITH_PICTURES,
      headers: { 'retry-after': '5' },
    });
    expect(reading).toBe(UPLOADS_AT_ONCE);
    expect(BUSY_WITH_PICTURES).toBe(
      'The editor is busy taking in other pictures. Wait a few seconds and upload this one again.',
    );
    for (const req of sending) req.end();
    expect(await Promise.all(answers)).toEqual(sending.map(() => 422));
    const stored = await receiveUpload(body(await phonePhoto()), publicDir, 'after.jpg');
    expect(stored.src).toMatch(/^\/uploads\/after-[0-9a-f]{8}\.jpg$/);
  });
});
