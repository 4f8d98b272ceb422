import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { makeMouthPhoto, makeNonMouthPhoto, type TMouthPhotoOptions } from '../../fixtures/mouth-photo.ts';

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

export async function nonMouthPhotoFile(): Promise<string> {
  return writeTemp('car.jpg', await makeNonMouthPhoto({ format: 'jpeg' }));
}

export async function textFile(): Promise<string> {
  return writeTemp('notes.txt', 'not a photo');
}

/** Chooses a photo through the scan widget's hidden file input, as the Upload File button does. */
export async function choosePhoto(page: Page, file: string): Promise<void> {
  await page.getByTestId('scan-file-input').setInputFiles(file);
}

/** Chooses, then analyses, a photo and waits for the results heading. */
export async function scanPhoto(page: Page, file: string): Promise<void> {
  await choosePhoto(page, file);
  await page.getByRole('button', { name: 'Analyze with AI' }).click();
  await page.getByRole('heading', { name: 'Your scan results' }).waitFor();
}
