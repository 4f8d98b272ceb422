import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZScanResult } from '#common/contracts/scans.ts';
import { makeWebPageScreenshot } from '../../scripts/generated-photos/web-page-screenshot.ts';
import { createTestApp, type TestApp } from '../setup/test-app.ts';
import { guestCookie, uploadScan } from './scans-support.ts';

/** A refused web page screenshot gets its own tip, not a camera one (common/analysis/gate.ts). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_UPLOADS_PER_MINUTE: '1000', GUEST_SCANS_PER_IP_PER_DAY: '1000' });
});
afterAll(() => t.close());

describe('POST /api/scans: a screenshot', () => {
  it('is refused as a screenshot, and never told to turn off the flash', async () => {
    const response = await uploadScan(t.app, { data: await makeWebPageScreenshot() }, guestCookie(t.app));
    expect(response.statusCode).toBe(201);
    const scan = ZScanResult.parse(response.json());
    expect(scan.status).toBe('unclear');
    expect(scan.quality.problems).toEqual(['screenshot']);
    expect(scan.quality.tips.join(' ')).toMatch(/^This looks like a screenshot/);
    expect(`${scan.advice} ${scan.quality.tips.join(' ')}`).not.toMatch(/flash|direct sun|washed out/i);
  });
});
