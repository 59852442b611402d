import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { checkApiRequest } from '../../editor/http/guard';
import { receiveUpload, uploadTarget } from '../../editor/http/upload';
import { INGEST_MESSAGES } from '../../scripts/lib/images/ingest';
import { phonePhoto } from '../fixtures/photos';

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
          'An upload is a JPEG, PNG, WebP or AVIF picture, not text/plain: export it as JPEG and upload that.',
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
    const publicDir = mkdtempSync(join(tmpdir(), 'upload-'));
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
