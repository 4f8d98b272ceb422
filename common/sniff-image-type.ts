import type { ACCEPTED_IMAGE_TYPES } from './uploads.ts';

/**
 * Formats we accept (common/uploads.ts), identified by their bytes; the client's
 * filename and mimetype are never trusted. The server decides by it, and the browser
 * refuses a file by the same test before showing it (a text file named .jpg).
 */
export type ImageType = (typeof ACCEPTED_IMAGE_TYPES)[number] extends `image/${infer T}` ? T : never;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

/** How many leading bytes sniffImageType reads: the browser slices only these off a chosen file. */
export const SNIFF_BYTES = 12;

/** Returns the image type from the file's magic bytes, or null for anything else. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (bytes.length < SNIFF_BYTES) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (PNG_SIGNATURE.every((value, index) => bytes[index] === value)) return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  // ISO-BMFF: a box size, then 'ftyp' and the major brand. HEIC ('heic', 'mif1') is not accepted.
  if (ascii(bytes, 4, 8) === 'ftyp') {
    const brand = ascii(bytes, 8, 12);
    if (brand === 'avif' || brand === 'avis') return 'avif';
  }
  return null;
}
