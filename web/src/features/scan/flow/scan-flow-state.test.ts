import { describe, expect, it } from 'vitest';
import { CENTRED_BOX } from '#web/features/scan/crop/crop-box-geometry.ts';
import {
  afterScanError,
  captureStart,
  cropToSend,
  findFileProblem,
  isScanBlocked,
  isTrialScanUsed,
  nextFreeScanAt,
  scanDoneToast,
  scanStep,
  scanUserType,
  scanView,
  usesGuestFreeScan,
} from './scan-flow-state.ts';

const quota = (over: object = {}) => ({
  isTrial: false,
  scanLimit: 1 as number | null,
  scansUsed: 0,
  nextScanAt: '2026-12-01T09:00:00.000Z' as string | null,
  ...over,
});

describe('scanView', () => {
  const flow = (over: Partial<Parameters<typeof scanView>[0]> = {}) => ({
    isUploading: false,
    urlStep: 'choose' as const,
    hasFile: false,
    hasResult: false,
    isResultMissing: false,
    ...over,
  });

  it('follows the address: choose, crop with its photo, result once it is read', () => {
    expect(scanView(flow())).toBe('choose');
    // Back from the crop step: the photo stays in memory for Forward, the choose step shows.
    expect(scanView(flow({ hasFile: true }))).toBe('choose');
    expect(scanView(flow({ urlStep: 'crop', hasFile: true }))).toBe('crop');
    expect(scanView(flow({ urlStep: 'result' }))).toBe('loading-result');
    expect(scanView(flow({ urlStep: 'result', hasResult: true }))).toBe('result');
    expect(scanView(flow({ urlStep: 'result', isResultMissing: true }))).toBe('result-missing');
  });

  it('says the photo was lost when the crop step’s address has none (a reload)', () => {
    expect(scanView(flow({ urlStep: 'crop' }))).toBe('photo-lost');
  });

  it('is analyzing while uploading or finishing, whatever the address', () => {
    expect(scanView(flow({ urlStep: 'crop', hasFile: true, isUploading: true }))).toBe('analyzing');
    expect(scanView(flow({ urlStep: 'choose', isUploading: true }))).toBe('analyzing');
  });
});

describe('scanStep', () => {
  it('tells the page upload, analyzing or results', () => {
    expect(scanStep('choose')).toBe('upload');
    expect(scanStep('crop')).toBe('upload');
    expect(scanStep('photo-lost')).toBe('upload');
    expect(scanStep('result-missing')).toBe('upload');
    expect(scanStep('analyzing')).toBe('analyzing');
    expect(scanStep('loading-result')).toBe('results');
    expect(scanStep('result')).toBe('results');
  });
});

describe('scanUserType', () => {
  it('tells guests, Starter and Plus members apart', () => {
    expect(scanUserType(null)).toBe('guest');
    expect(scanUserType({ subscriptionStatus: 'free' })).toBe('starter');
    expect(scanUserType({ subscriptionStatus: 'plus' })).toBe('plus');
  });
});

describe('blocking before an upload', () => {
  it('counts a trial’s scan as used only for a trial account at its limit', () => {
    expect(isTrialScanUsed(undefined)).toBe(false);
    expect(isTrialScanUsed(quota({ isTrial: true }))).toBe(false);
    expect(isTrialScanUsed(quota({ isTrial: true, scansUsed: 1 }))).toBe(true);
    expect(isTrialScanUsed(quota({ isTrial: false, scansUsed: 1 }))).toBe(false);
    expect(isTrialScanUsed(quota({ isTrial: true, scanLimit: null, scansUsed: 9 }))).toBe(false);
  });

  it('blocks a signed-out browser whose free scan is used, and a used trial', () => {
    expect(isScanBlocked({ isSignedIn: false, isGuestScanUsed: true, isTrialUsed: false })).toBe(true);
    expect(isScanBlocked({ isSignedIn: false, isGuestScanUsed: false, isTrialUsed: false })).toBe(false);
    // A member is never held back by this browser's old guest flag.
    expect(isScanBlocked({ isSignedIn: true, isGuestScanUsed: true, isTrialUsed: false })).toBe(false);
    expect(isScanBlocked({ isSignedIn: true, isGuestScanUsed: false, isTrialUsed: true })).toBe(true);
  });

  it('names the next free scan only for a signed-in member at the limit', () => {
    expect(nextFreeScanAt(true, quota({ scansUsed: 1 }))).toBe('2026-12-01T09:00:00.000Z');
    expect(nextFreeScanAt(true, quota({ scansUsed: 0 }))).toBeNull();
    expect(nextFreeScanAt(true, quota({ scanLimit: null, scansUsed: 40 }))).toBeNull();
    expect(nextFreeScanAt(false, quota({ scansUsed: 1 }))).toBeNull();
    expect(nextFreeScanAt(true, undefined)).toBeNull();
  });
});

describe('findFileProblem', () => {
  it('refuses a wrong type or content at once and passes a small photo', async () => {
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    expect((await findFileProblem(text))?.title).toBe('Invalid File Type');
    const renamed = new File(['hello, I am text'], 'x.jpg', { type: 'image/jpeg' });
    expect((await findFileProblem(renamed))?.description).toMatch(/^“x\.jpg” is not a photo/);
    const jpegStart = new Uint8Array(16);
    jpegStart.set([0xff, 0xd8, 0xff, 0xe0]);
    const photo = new File([jpegStart], 'a.jpg', { type: 'image/jpeg' });
    expect(await findFileProblem(photo)).toBeNull();
  });
});

describe('after a scan', () => {
  it('uses the guest’s free scan only for a judged guest result', () => {
    expect(usesGuestFreeScan(false, { isGuestScan: true, status: 'healthy' })).toBe(true);
    expect(usesGuestFreeScan(false, { isGuestScan: true, status: 'unclear' })).toBe(false);
    expect(usesGuestFreeScan(true, { isGuestScan: false, status: 'healthy' })).toBe(false);
  });

  it('says an unclear photo has tips, anything else that the result is ready', () => {
    expect(scanDoneToast({ status: 'unclear' })).toEqual({
      title: 'Photo unclear',
      description: 'Your result has tips for a clearer photo; then scan another one.',
    });
    expect(scanDoneToast({ status: 'inflamed' })).toEqual({
      title: 'Scan Complete',
      description: 'Your results are ready below.',
      variant: 'success',
    });
  });

  it('keeps the photo for a retry and ends the guest scan only on the guest limit', () => {
    expect(afterScanError('retry')).toEqual({
      clearsFile: false,
      showsNetworkNotice: false,
      endsGuestScan: false,
    });
    expect(afterScanError('guest-limit')).toEqual({
      clearsFile: true,
      showsNetworkNotice: false,
      endsGuestScan: true,
    });
    expect(afterScanError('network-limit')).toEqual({
      clearsFile: true,
      showsNetworkNotice: true,
      endsGuestScan: false,
    });
    expect(afterScanError('sign-up')).toEqual({
      clearsFile: true,
      showsNetworkNotice: false,
      endsGuestScan: false,
    });
  });
});

describe('captureStart', () => {
  it('starts the box around the mouth the analyser found', () => {
    const box = { x: 0.1, y: 0.2, width: 0.5, height: 0.4 };
    expect(captureStart({ box, isUsable: true, problems: [], tips: [] })).toEqual({
      initialBox: box,
      isLocated: true,
      refusal: null,
    });
  });

  it('refuses an unusable photo with its problems and tips, the box centred when no mouth was found', () => {
    const start = captureStart({
      box: null,
      isUsable: false,
      problems: ['no_mouth'],
      tips: ['Lift the lip.'],
    });
    expect(start).toEqual({
      initialBox: CENTRED_BOX,
      isLocated: false,
      refusal: { problems: ['no_mouth'], tips: ['Lift the lip.'] },
    });
  });

  it('centres the box and refuses nothing when the photo could not be checked', () => {
    expect(captureStart(null)).toEqual({ initialBox: CENTRED_BOX, isLocated: false, refusal: null });
  });
});

describe('cropToSend', () => {
  it('sends a box, but no crop for the whole photo or none', () => {
    const box = { x: 0.1, y: 0.2, width: 0.5, height: 0.4 };
    expect(cropToSend(box)).toEqual(box);
    expect(cropToSend({ x: 0, y: 0, width: 1, height: 1 })).toBeNull();
    expect(cropToSend(null)).toBeNull();
  });
});
