/**
 * Reads an image's pixel size from the first bytes of its file, without decoding it, so a
 * pixel bomb (a small file claiming hundreds of megapixels) is refused before the browser
 * tries to draw a preview of it. Returns null when the header is not one we know or is cut
 * short; the server checks again either way.
 */
export interface ImageSize {
  width: number;
  height: number;
}

/** JPEG metadata (EXIF, ICC profiles) can come before the frame header; this covers it in practice. */
export const IMAGE_HEADER_BYTES = 512 * 1024;

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

function readPng(view: DataView): ImageSize | null {
  // Signature (8), then the IHDR chunk: length (4), 'IHDR' (4), width (4), height (4).
  if (view.byteLength < 24) return null;
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** Start-of-frame markers carry the size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but do not. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function readJpeg(view: DataView): ImageSize | null {
  let offset = 2;
  while (offset + 4 <= view.byteLength) {
    if (view.getUint8(offset) !== 0xff) return null;
    const marker = view.getUint8(offset + 1);
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    // Markers without a length: TEM, RSTn, SOI. EOI or SOS before a frame header means no size.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      offset += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null;
    const length = view.getUint16(offset + 2);
    if (isStartOfFrame(marker)) {
      if (offset + 9 > view.byteLength) return null;
      return { height: view.getUint16(offset + 5), width: view.getUint16(offset + 7) };
    }
    offset += 2 + length;
  }
  return null;
}

/** Bytes each WebP flavour needs to hold its size. */
const WEBP_HEADER_BYTES: Record<string, number> = { 'VP8 ': 30, VP8L: 25, VP8X: 30 };

function readWebp(bytes: Uint8Array, view: DataView): ImageSize | null {
  const chunk = ascii(bytes, 12, 4);
  const needed = WEBP_HEADER_BYTES[chunk];
  if (!needed || view.byteLength < needed) return null;
  if (chunk === 'VP8 ') {
    // Frame tag (3), start code 9d 01 2a (3), then 14-bit width and height.
    return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    // Signature 0x2f, then width-1 and height-1 in 14 bits each, little-endian bit order.
    const bits = view.getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  // VP8X: flags (4), then canvas width-1 and height-1 in 24 bits each.
  const uint24 = (at: number) =>
    view.getUint8(at) | (view.getUint8(at + 1) << 8) | (view.getUint8(at + 2) << 16);
  return { width: uint24(24) + 1, height: uint24(27) + 1 };
}

/**
 * AVIF keeps each image's size in an 'ispe' property box (version and flags, width, height)
 * inside the top-level 'meta' box. Only that box is searched, so compressed picture data can
 * never pass for one. A grid or a thumbnail adds more; the largest is what would be decoded.
 */
function readAvif(bytes: Uint8Array, view: DataView): ImageSize | null {
  let box = 0;
  while (box + 8 <= bytes.length) {
    const boxSize = view.getUint32(box);
    if (ascii(bytes, box + 4, 4) === 'meta') return largestIspe(bytes, view, box, box + boxSize);
    if (boxSize < 8) return null; // 0 (to the end) or 1 (64-bit size): no meta box before the picture data
    box += boxSize;
  }
  return null;
}

function largestIspe(bytes: Uint8Array, view: DataView, from: number, to: number): ImageSize | null {
  let largest: ImageSize | null = null;
  for (let at = from; at + 16 <= Math.min(to, bytes.length); at += 1) {
    if (bytes[at] !== 0x69 || ascii(bytes, at, 4) !== 'ispe') continue;
    const size = { width: view.getUint32(at + 8), height: view.getUint32(at + 12) };
    if (!largest || size.width * size.height > largest.width * largest.height) largest = size;
  }
  return largest;
}

export function readImageSize(bytes: Uint8Array): ImageSize | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 12) return null;
  if (bytes[0] === 0x89 && ascii(bytes, 1, 3) === 'PNG') return readPng(view);
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return readJpeg(view);
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return readWebp(bytes, view);
  if (ascii(bytes, 4, 4) === 'ftyp') return readAvif(bytes, view);
  return null;
}

/** Reads only the header bytes of a chosen file, never the whole photo. */
export async function readImageFileSize(file: Blob): Promise<ImageSize | null> {
  const head = await file.slice(0, IMAGE_HEADER_BYTES).arrayBuffer();
  return readImageSize(new Uint8Array(head));
}
