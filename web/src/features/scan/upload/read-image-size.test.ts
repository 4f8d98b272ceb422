import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readImageFileSize, readImageSize } from './read-image-size.ts';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)),
  );
const u32be = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const u16be = (n: number) => [(n >>> 8) & 255, n & 255];
const u16le = (n: number) => [n & 255, (n >>> 8) & 255];
const u24le = (n: number) => [n & 255, (n >>> 8) & 255, (n >>> 16) & 255];
const u32le = (n: number) => [n & 255, (n >>> 8) & 255, (n >>> 16) & 255, (n >>> 24) & 255];

/** A PNG signature and IHDR claiming any size: the file need not be decodable. */
function pngHeader(width: number, height: number): Uint8Array<ArrayBuffer> {
  return bytes(
    [0x89],
    'PNG\r\n\x1a\n',
    u32be(13),
    'IHDR',
    u32be(width),
    u32be(height),
    [8, 6, 0, 0, 0],
    u32be(0),
  );
}

const realImage = (format: 'png' | 'jpeg' | 'webp' | 'avif', options: object = {}) =>
  sharp({ create: { width: 37, height: 23, channels: 3, background: '#c88' } })
    .toFormat(format, options)
    .toBuffer();

describe('readImageSize', () => {
  it('reads a PNG IHDR, however large it claims to be', () => {
    expect(readImageSize(pngHeader(20_000, 20_000))).toEqual({ width: 20_000, height: 20_000 });
  });

  it('walks JPEG segments past APPn metadata to the start-of-frame marker', () => {
    const app1 = [0xff, 0xe1, ...u16be(2 + 300), ...new Array(300).fill(0)];
    const dqt = [0xff, 0xdb, ...u16be(4), 0, 0];
    const sof2 = [0xff, 0xc2, ...u16be(17), 8, ...u16be(12_000), ...u16be(9_000), 3];
    expect(readImageSize(bytes([0xff, 0xd8], app1, dqt, [0xff], sof2))).toEqual({
      width: 9_000,
      height: 12_000,
    });
  });

  it('skips the DHT marker that sits in the start-of-frame range', () => {
    const dht = [0xff, 0xc4, ...u16be(6), 1, 2, 3, 4];
    const sof0 = [0xff, 0xc0, ...u16be(17), 8, ...u16be(480), ...u16be(640), 3];
    expect(readImageSize(bytes([0xff, 0xd8], dht, sof0))).toEqual({ width: 640, height: 480 });
  });

  it('reads the three WebP flavours: lossy VP8, lossless VP8L and extended VP8X', () => {
    const riff = (chunk: number[]) => bytes('RIFF', u32le(4 + chunk.length), 'WEBP', chunk);
    const vp8 = [...bytes('VP8 '), ...u32le(10), 0, 0, 0, 0x9d, 0x01, 0x2a, ...u16le(1234), ...u16le(567)];
    const vp8l = [...bytes('VP8L'), ...u32le(5), 0x2f, ...u32le((1233 | (566 << 14)) >>> 0)];
    const vp8x = [...bytes('VP8X'), ...u32le(10), 0, 0, 0, 0, ...u24le(15_999), ...u24le(11_999)];
    expect(readImageSize(riff(vp8))).toEqual({ width: 1234, height: 567 });
    expect(readImageSize(riff(vp8l))).toEqual({ width: 1234, height: 567 });
    expect(readImageSize(riff(vp8x))).toEqual({ width: 16_000, height: 12_000 });
  });

  it('takes the largest ispe box of an AVIF', () => {
    const ispe = (w: number, h: number) => [
      ...u32be(20),
      ...bytes('ispe'),
      0,
      0,
      0,
      0,
      ...u32be(w),
      ...u32be(h),
    ];
    const meta = (...boxes: number[][]) => [
      ...u32be(12 + boxes.flat().length),
      ...bytes('meta'),
      0,
      0,
      0,
      0,
      ...boxes.flat(),
    ];
    const ftyp = [...u32be(20), ...bytes('ftypavif'), ...u32be(0), ...bytes('mif1')];
    const file = bytes(ftyp, meta(ispe(160, 120), ispe(8000, 7000)));
    expect(readImageSize(file)).toEqual({ width: 8000, height: 7000 });
    // Picture data that happens to spell 'ispe' is not a size.
    const mdat = [...u32be(28), ...bytes('mdat'), ...ispe(90_000, 90_000)];
    expect(readImageSize(bytes(ftyp, meta(ispe(640, 480)), mdat))).toEqual({ width: 640, height: 480 });
  });

  it.each([
    ['png', {}],
    ['jpeg', {}],
    ['webp', {}],
    ['webp', { lossless: true }],
    ['avif', {}],
  ] as const)('agrees with real %s files %o', async (format, options) => {
    expect(readImageSize(new Uint8Array(await realImage(format, options)))).toEqual({
      width: 37,
      height: 23,
    });
  });

  it('returns null for anything else or a header cut short', () => {
    expect(readImageSize(bytes('not a photo at all'))).toBeNull();
    expect(readImageSize(pngHeader(10, 10).subarray(0, 20))).toBeNull();
    expect(readImageSize(bytes([0xff, 0xd8], [0xff, 0xe0, ...u16be(100)]))).toBeNull();
  });
});

describe('readImageFileSize', () => {
  it('reads the size from the head of a File', async () => {
    const file = new File([pngHeader(20_000, 20_000), new Uint8Array(64)], 'huge.png', { type: 'image/png' });
    expect(await readImageFileSize(file)).toEqual({ width: 20_000, height: 20_000 });
  });
});
