import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import {
  makeMouthPhoto,
  makeNonMouthPhoto,
  type TMouthPhotoOptions,
} from '../../../scripts/generated-photos/mouth-photo.ts';
import { makeVeryPaleMouthPhoto } from '../../../scripts/generated-photos/very-pale-mouth.ts';

/** The project's own synthetic photos, written to a temp file for setInputFiles. */
async function writeTemp(name: string, bytes: Buffer | string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pawsmile-e2e-'));
  const file = path.join(dir, name);
  await writeFile(file, bytes);
  return file;
}

export async function mouthPhotoFile(options: TMouthPhotoOptions): Promise<string> {
  return writeTemp(`mouth-${options.gum}.jpg`, await makeMouthPhoto({ format: 'jpeg', ...options }));
}

/** Gums paler than real dogs' normal range: a dog's scan of it is urgent (very-pale-mouth.ts). */
export async function veryPaleMouthPhotoFile(): Promise<string> {
  return writeTemp('mouth-very-pale.jpg', await makeVeryPaleMouthPhoto({ format: 'jpeg' }));
}

export async function nonMouthPhotoFile(): Promise<string> {
  return writeTemp('car.jpg', await makeNonMouthPhoto({ format: 'jpeg' }));
}

export async function textFile(): Promise<string> {
  return writeTemp('notes.txt', 'not a photo');
}

/** The crop step's primary button: analyses the area in the box. */
export const ANALYSE_BUTTON = 'Analyse this area';
/** The refusal's way past it, shown before upload when the photo looks unusable. */
export const ANALYSE_ANYWAY_BUTTON = 'Analyse anyway';

/** A PNG whose header claims any size; the pixels are not there, so it need not be decodable. */
export function pngHeaderOnly(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    return Buffer.concat([length, Buffer.from(type, 'ascii'), data, Buffer.alloc(4)]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', ihdr), chunk('IEND', Buffer.alloc(0))]);
}

/** A real photo padded past the upload limit (bytes after a JPEG's end marker are ignored). */
export async function oversizedPhotoFile(megabytes: number): Promise<string> {
  const photo = await makeMouthPhoto({ format: 'jpeg', gum: 'healthy' });
  return writeTemp('big-photo.jpg', Buffer.concat([photo, Buffer.alloc(megabytes * 1024 * 1024)]));
}

/**
 * Chooses a photo through the Upload File button's file input. It works before the app has taken over
 * a server-rendered page: a choice made then is picked up once it has.
 */
export async function choosePhoto(page: Page, file: string): Promise<void> {
  const input = page.getByTestId('scan-file-input');
  await expect(input).toBeEnabled();
  await input.setInputFiles(file);
}

/**
 * Waits until the app has taken over the scanner. Its buttons work before (as file inputs), but the
 * live camera behind Take Photo, and drag and drop, are the app's.
 */
export async function waitForScannerApp(page: Page): Promise<void> {
  await expect(page.locator('[data-photo-picker="ready"]')).toBeVisible();
}

/**
 * After a photo is chosen: waits for the crop step (box pre-filled once the mouth was looked for)
 * or, for a photo that looks unusable, the refusal, and analyses from there as the owner would.
 */
export async function analyseFromCropStep(page: Page): Promise<void> {
  const analyse = page.getByRole('button', { name: ANALYSE_BUTTON });
  const anyway = page.getByRole('button', { name: ANALYSE_ANYWAY_BUTTON });
  await analyse.or(anyway).waitFor();
  await ((await anyway.isVisible()) ? anyway : analyse).click();
}

/**
 * A dog's scan of gums paler than real dogs' normal range, the one photo alone that is urgent
 * (docs/product-rules.md#gum-colour-alarms): chooses Dog on the crop step (a pet's profile may have
 * chosen it already), analyses and waits for the results heading.
 */
export async function scanUrgentDogPhoto(page: Page): Promise<void> {
  await choosePhoto(page, await veryPaleMouthPhotoFile());
  await page
    .getByRole('group', { name: /^Your pet/ })
    .getByRole('radio', { name: 'Dog' })
    .check();
  await analyseFromCropStep(page);
  await page.getByRole('heading', { name: 'Your scan results' }).waitFor();
}

/** Chooses, then analyses, a photo and waits for the results heading. */
export async function scanPhoto(page: Page, file: string): Promise<void> {
  await choosePhoto(page, file);
  await analyseFromCropStep(page);
  await page.getByRole('heading', { name: 'Your scan results' }).waitFor();
}
