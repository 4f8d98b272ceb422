import { describe, expect, it } from 'vitest';
import { gateCut } from '#common/analysis/gate.ts';
import { logit } from '#common/analysis/model/predict.ts';
import { PHOTO_PROBLEMS } from '#common/contracts/scans.ts';
import { CLEAR_REFUSAL_LOGITS, LIVE_ADVICE } from '#common/photo-check/check-photo.ts';
import analysePhoto, { locatePhoto } from '#server/adapters/analysis/analyse-photo.worker.ts';
import { checkPhotoBytes } from '#server/adapters/analysis/check-photo-bytes.ts';
import { makeMouthPhoto, makeNonMouthPhoto } from '../../scripts/generated-photos/mouth-photo.ts';
import { makeScenePhoto } from '../../scripts/generated-photos/scene-photos.ts';

/** The browser's photo check (common/photo-check/check-photo.ts) on the server's own decode of a photo. */
const checked = (bytes: Buffer, isPersonChecked = false) => checkPhotoBytes(bytes, { isPersonChecked });

describe('the photo check decides as the server does on the same pixels', () => {
  it('accepts a mouth photo the locate step accepts, and says the gums are in view', async () => {
    const photo = await makeMouthPhoto({ format: 'jpeg', gum: 'healthy' });
    const check = await checked(photo);
    const located = await locatePhoto({ bytes: new Uint8Array(photo) });
    expect(check.isUsable).toBe(located.isUsable);
    expect(check.problems).toEqual(located.problems);
    expect(check).toMatchObject({ isUsable: true, advice: 'gums_in_view', isClearRefusal: false });
  });

  it('refuses what the scan refuses, with the same reasons, and names the first as its advice', async () => {
    for (const photo of [
      await makeNonMouthPhoto({ format: 'jpeg', kind: 'car' }),
      await makeScenePhoto('closed-mouth', { seed: 901 }),
      await makeScenePhoto('hand', { seed: 902 }),
    ]) {
      const check = await checked(photo, true);
      const { report } = await analysePhoto({ bytes: new Uint8Array(photo) });
      expect(check.isUsable).toBe(false);
      expect(report.status).toBe('unclear');
      expect(check.problems).toEqual(report.quality.problems);
      expect(check.advice).not.toBe('gums_in_view');
      // A clear refusal is the gate's score at least CLEAR_REFUSAL_LOGITS under its cut, and no other.
      const under = logit(gateCut()) - logit(check.probability);
      expect(check.isClearRefusal).toBe(under >= CLEAR_REFUSAL_LOGITS);
    }
  });

  it('has advice for every problem the gate names, from a fixed list', async () => {
    const photo = await makeNonMouthPhoto({ format: 'jpeg', kind: 'screenshot' });
    const check = await checked(photo);
    expect(PHOTO_PROBLEMS).toEqual(expect.arrayContaining(check.problems));
    expect(LIVE_ADVICE).toContain(check.advice);
    expect(check.advice).toBe('no_mouth');
  });
});
