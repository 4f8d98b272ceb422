import { describe, expect, it } from 'vitest';
import { SNIFF_BYTES, sniffImageType } from './sniff-image-type.ts';
import { ACCEPTED_IMAGE_TYPES } from './uploads.ts';

const bytes = (...parts: (number[] | string)[]) => {
  const flat = parts.flatMap((part) =>
    typeof part === 'string' ? [...part].map((char) => char.charCodeAt(0)) : part,
  );
  // Padded so only the signature decides, never the length.
  return Uint8Array.from([...flat, ...new Array(Math.max(0, 16 - flat.length)).fill(0)]);
};

describe('sniffImageType', () => {
  it('knows each accepted type by its first bytes', () => {
    expect(sniffImageType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffImageType(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png');
    expect(sniffImageType(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '))).toBe('webp');
    expect(sniffImageType(bytes([0, 0, 0, 0x1c], 'ftypavif'))).toBe('avif');
    expect(sniffImageType(bytes([0, 0, 0, 0x1c], 'ftypavis'))).toBe('avif');
    // Every type it names is one the upload accepts, and the other way round.
    const named = ['jpeg', 'png', 'webp', 'avif'].map((type) => `image/${type}`);
    expect([...ACCEPTED_IMAGE_TYPES].sort()).toEqual(named.sort());
  });

  it('refuses text named .jpg, HEIC, a RIFF that is not WebP, a cut-off PNG and a short file', () => {
    expect(sniffImageType(new TextEncoder().encode('not a photo, just notes'))).toBeNull();
    expect(sniffImageType(bytes([0, 0, 0, 0x18], 'ftypheic'))).toBeNull();
    expect(sniffImageType(bytes([0, 0, 0, 0x18], 'ftypmif1'))).toBeNull();
    expect(sniffImageType(bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '))).toBeNull();
    expect(sniffImageType(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x00]))).toBeNull();
    expect(sniffImageType(Uint8Array.from([0xff, 0xd8, 0xff]))).toBeNull();
    expect(sniffImageType(new Uint8Array(SNIFF_BYTES - 1).fill(0xff))).toBeNull();
  });
});
