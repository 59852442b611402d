import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  INGEST_MESSAGES,
  MAX_EDGE,
  ingestImage,
  uploadName,
} from '../../scripts/lib/images/ingest';
import { hasGpsTags, phonePhoto } from '../fixtures/photos';

describe('ingestImage', () => {
  it('turns a phone photo upright, strips every tag and scales it to the largest slot', async () => {
    const input = await phonePhoto();
    const before = await sharp(input).metadata();
    expect([before.orientation, await hasGpsTags(input)]).toEqual([6, true]);
    expect(before.exif?.toString('latin1')).toContain('PhoneMaker');

    const result = await ingestImage(input, { maxEdge: 1600 });
    if (!result.ok) throw new Error(result.message);
    expect(result).toMatchObject({ format: 'jpeg', width: 1200, height: 1600 });
    const after = await sharp(result.data).metadata();
    expect([after.width, after.height, after.orientation]).toEqual([1200, 1600, undefined]);
    expect(after.exif).toBeUndefined();
    expect(await hasGpsTags(result.data)).toBe(false);
    expect(after.xmp).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expect(after.space).toBe('srgb');
    // Upright: the blue band that was on the stored left is now at the top.
    const { data } = await sharp(result.data)
      .extract({ left: 600, top: 10, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[2]).toBeGreaterThan(200);
    expect(data[0]).toBeLessThan(60);
  });

  it('never keeps more than 2560 px on the longer side, and never enlarges', async () => {
    const big = await ingestImage(await phonePhoto(), { maxEdge: 9999 });
    expect(big.ok && [big.width, big.height]).toEqual([MAX_EDGE * 0.75, MAX_EDGE]);
    const small = await sharp({
      create: { width: 300, height: 200, channels: 4, background: '#00000000' },
    })
      .png()
      .toBuffer();
    const kept = await ingestImage(small);
    expect(kept.ok && [kept.format, kept.width, kept.height]).toEqual(['png', 300, 200]);
  });

  it('refuses what it cannot show, saying what to do', async () => {
    const jpeg = await sharp({
      create: {
        width: 400,
        height: 300,
        channels: 3,
        background: '#888',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg()
      .toBuffer();
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'),
      Buffer.alloc(64),
    ]);
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
      .gif()
      .toBuffer();
    // A tiny PNG header that claims 30000×30000 pixels: a decompression bomb.
    const bomb = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    bomb.writeUInt32BE(30000, 16);
    bomb.writeUInt32BE(30000, 20);
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);

    const refusal = async (input: Buffer) => {
      const result = await ingestImage(input);
      return result.ok ? 'accepted' : result.message;
    };
    expect(await refusal(Buffer.alloc(0))).toBe(INGEST_MESSAGES.empty);
    expect(await refusal(pdf)).toBe(INGEST_MESSAGES.notImage);
    expect(await refusal(heic)).toBe(INGEST_MESSAGES.heic);
    expect(await refusal(gif)).toBe(
      'GIF images are not accepted. Export the picture as JPEG or PNG and upload that.',
    );
    expect(await refusal(jpeg.subarray(0, jpeg.length / 2))).toBe(INGEST_MESSAGES.broken);
    expect(await refusal(bomb)).toBe(
      'The image claims 30000×30000 pixels, more than the 120 million this site accepts. Scale it down to at most 2560 px on its longer side and upload it again.',
    );
    expect(INGEST_MESSAGES.heic).toContain('Export the photo as JPEG');
  });
});

describe('uploadName', () => {
  it('is the original name in lowercase words plus a content hash', () => {
    const name = uploadName('IMG_2041 Hospital Go-Live.JPG', Buffer.from('x'), 'jpeg');
    expect(name).toMatch(/^img-2041-hospital-go-live-[0-9a-f]{8}\.jpg$/);
    expect(uploadName('..', Buffer.from('x'), 'png')).toMatch(/^photo-[0-9a-f]{8}\.png$/);
  });
});
