import { describe, expect, it } from 'vitest';
import { DEFAULT_CLIENT_CONFIG } from '#common/contracts/client-config.ts';
import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_PIXELS } from '#common/uploads.ts';
import {
  ACCEPT_ATTRIBUTE,
  checkImageContent,
  checkImageFile,
  checkImagePixels,
  maxUploadMb,
} from './upload-rules.ts';

const MAX_UPLOAD_MB = maxUploadMb(DEFAULT_CLIENT_CONFIG);

const MB = 1024 * 1024;
const fileOf = (bytes: number, type: string, name = 'photo.jpg') =>
  new File([new Uint8Array(bytes)], name, { type });

/** A PNG signature and IHDR claiming any size: enough for the header check. */
function pngClaiming(width: number, height: number): File {
  const header = new Uint8Array(33);
  header.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(header.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  header.set([8, 6, 0, 0, 0], 24);
  return new File([header], 'big.png', { type: 'image/png' });
}

describe('checkImageFile', () => {
  it('accepts the types the server sniffs for, and offers only those to the file picker', () => {
    for (const type of ACCEPTED_IMAGE_TYPES) expect(checkImageFile(fileOf(10, type))).toBeNull();
    expect(ACCEPT_ATTRIBUTE).toBe(ACCEPTED_IMAGE_TYPES.join(','));
  });

  it('refuses other types, whatever the name says', () => {
    for (const type of ['image/gif', 'image/heic', 'application/pdf', '']) {
      expect(checkImageFile(fileOf(10, type, 'photo.jpg'))).toEqual({
        title: 'Invalid File Type',
        description: 'Please select an image file (JPG, PNG, or WebP).',
      });
    }
  });

  it('allows exactly the limit and refuses a byte more, saying both sizes', () => {
    expect(checkImageFile(fileOf(MAX_UPLOAD_MB * MB, 'image/jpeg'))).toBeNull();
    const problem = checkImageFile(fileOf(MAX_UPLOAD_MB * MB + 1, 'image/jpeg'));
    expect(problem?.title).toBe('File Too Large');
    expect(problem?.description).toBe(
      `This photo is ${MAX_UPLOAD_MB.toFixed(1)} MB; the limit is ${MAX_UPLOAD_MB} MB. Try a smaller photo or a screenshot of it.`,
    );
  });
});

describe('checkImageContent', () => {
  it('refuses a text file named .jpg with an image type, naming the file', async () => {
    const renamed = new File(['just some notes, not a photo'], 'x.jpg', { type: 'image/jpeg' });
    expect(checkImageFile(renamed)).toBeNull();
    expect(await checkImageContent(renamed)).toEqual({
      title: 'Invalid File Type',
      description:
        '“x.jpg” is not a photo: what is inside is not an image, whatever its name says. Please select an image file (JPG, PNG, or WebP).',
    });
  });

  it('refuses an empty file and passes the first bytes of a real PNG, whatever its name', async () => {
    expect(await checkImageContent(new File([], 'empty.jpg', { type: 'image/jpeg' }))).not.toBeNull();
    expect(await checkImageContent(pngClaiming(10, 10))).toBeNull();
    const misnamed = new File([await pngClaiming(10, 10).arrayBuffer()], 'photo.jpg', { type: 'image/jpeg' });
    expect(await checkImageContent(misnamed)).toBeNull();
  });
});

describe('checkImagePixels', () => {
  it('refuses a header claiming more pixels than the server decodes', async () => {
    const problem = await checkImagePixels(pngClaiming(20_000, 20_000));
    expect(problem).toEqual({
      title: 'Photo Has Too Many Pixels',
      description:
        'This photo is 20000 × 20000 pixels (400 megapixels); the limit is 50 megapixels. Try a smaller photo or a screenshot of it.',
    });
  });

  it('passes a header at the limit, and a file whose header it cannot read', async () => {
    expect(await checkImagePixels(pngClaiming(10_000, MAX_IMAGE_PIXELS / 10_000))).toBeNull();
    expect(await checkImagePixels(fileOf(100, 'image/jpeg'))).toBeNull();
  });
});
