import { expect, test } from '@playwright/test';
import { FIRST_ANSWER_MS, openCamera } from './support/camera-clips.ts';
import { ANALYSE_ANYWAY_BUTTON, choosePhoto, nonMouthPhotoFile } from './support/scan-photos.ts';

/** A chosen photo meets the browser's photo check first (docs/product-rules.md#live-photo-check). */
test.use({ permissions: ['camera'] });

test('a photo the check clearly refuses is refused with its reasons and tips before anything is sent', async ({
  page,
}) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/scans') || pathname.startsWith('/api/uploads')) sent.push(pathname);
  });
  // The camera loads the check's model (its fake test pattern is no mouth); closing it keeps the model.
  const dialog = await openCamera(page);
  await expect(dialog.getByTestId('live-photo-check')).toHaveAttribute('data-advice', /^(?!loading$)/, {
    timeout: FIRST_ANSWER_MS,
  });
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await choosePhoto(page, await nonMouthPhotoFile());
  await expect(page.getByRole('button', { name: ANALYSE_ANYWAY_BUTTON })).toBeVisible();
  await expect(page.getByTestId('photo-refusal')).toContainText(
    "We couldn't find gums and teeth in this photo",
  );
  expect(sent).toEqual([]);
});
