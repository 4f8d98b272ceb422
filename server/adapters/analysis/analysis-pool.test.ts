import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAnalysisReport, ZLocateResult } from '#common/contracts/scans.ts';
import {
  AnalysisBusyError,
  AnalysisTimeoutError,
  createAnalysisPool,
  type TAnalysisPool,
} from '#server/adapters/analysis/analysis-pool.ts';
import { ImageRejectedError } from '#server/adapters/image/normalise-photo.ts';
import { makeMouthPhoto, makeNonMouthPhoto } from '../../../scripts/generated-photos/mouth-photo.ts';

describe('analysis pool', () => {
  let pool: TAnalysisPool;
  beforeAll(() => {
    pool = createAnalysisPool({ threads: 2, timeoutMs: 10_000 });
  });
  afterAll(async () => {
    await pool.close();
  });

  it('analyses a large phone-sized JPEG in a worker and returns a matching overlay PNG', async () => {
    const bytes = await makeMouthPhoto({ gum: 'inflamed', width: 2016, height: 1512 });
    const out = await pool.analyse(bytes);
    expect(ZAnalysisReport.parse(out.report).status).toBe('inflamed');
    expect(Math.max(out.width, out.height)).toBe(512);
    const meta = await sharp(out.overlayPng).metadata();
    expect(meta.format).toBe('png');
    expect([meta.width, meta.height, meta.channels]).toEqual([out.width, out.height, 4]);
  });

  it('analyses pixels a scan already decoded exactly as it would the same pixels sent encoded', async () => {
    const png = await makeMouthPhoto({ gum: 'pale', width: 512, height: 384, format: 'png' });
    const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const [fromPixels, fromBytes] = await Promise.all([
      pool.analyse({ data, width: info.width, height: info.height }, { species: 'dog' }),
      pool.analyse(png, { species: 'dog' }),
    ]);
    expect(fromPixels.report.status).toBe('pale');
    expect(fromPixels.report).toEqual(fromBytes.report);
    expect([fromPixels.width, fromPixels.height]).toEqual([512, 384]);
  });

  it('scans an upload in a worker: the stored copies, cropped, and the analysis of the same pixels', async () => {
    const bytes = await makeMouthPhoto({ gum: 'inflamed', width: 4032, height: 3024 });
    const scanned = await pool.scan(bytes, { species: 'dog', crop: { x: 0, y: 0, width: 1, height: 0.5 } });
    const [photo, medium, thumb] = await Promise.all(
      [scanned.photo, scanned.medium, scanned.thumb].map((copy) => sharp(copy).metadata()),
    );
    expect([photo.format, photo.width, photo.height]).toEqual(['jpeg', 2000, 750]);
    expect([medium.format, medium.width, medium.height]).toEqual(['jpeg', 800, 300]);
    expect([thumb.format, thumb.width]).toEqual(['webp', 320]);
    expect([scanned.width, scanned.height]).toEqual([512, 192]);
    expect(ZAnalysisReport.parse(scanned.report).status).not.toBe('unclear');
  });

  it('refuses an upload that is not a readable photo with the reason, as normalisePhoto does', async () => {
    const error = await pool.scan(new TextEncoder().encode('not an image')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImageRejectedError);
    expect((error as ImageRejectedError).reason).toBe('unreadable');
  });

  it('runs photos in parallel and keeps their results apart', async () => {
    const [mouth, car] = await Promise.all([makeMouthPhoto({ gum: 'healthy' }), makeNonMouthPhoto()]);
    const [a, b] = await Promise.all([pool.analyse(mouth), pool.analyse(car)]);
    expect(a.report.status).toBe('healthy');
    expect(b.report.status).toBe('unclear');
  });

  it('locates the mouth of a usable photo as a box inside the photo, and none in a photo without one', async () => {
    const [mouth, car] = await Promise.all([makeMouthPhoto({ gum: 'healthy' }), makeNonMouthPhoto()]);
    const found = ZLocateResult.parse(await pool.locate(mouth));
    expect(found.isUsable).toBe(true);
    expect(found.box).not.toBeNull();
    const box = found.box as NonNullable<typeof found.box>;
    expect(box.width * box.height).toBeLessThan(1);
    expect(box.x + box.width).toBeLessThanOrEqual(1);
    const missing = ZLocateResult.parse(await pool.locate(car));
    expect(missing.isUsable).toBe(false);
    expect(missing.problems.length).toBeGreaterThan(0);
    expect(missing.tips.length).toBe(missing.problems.length);
  });

  it('rejects bytes that are not an image', async () => {
    await expect(pool.analyse(new TextEncoder().encode('not an image'))).rejects.toThrow();
  });

  it('rejects with AnalysisTimeoutError when a photo takes too long', async () => {
    const slow = createAnalysisPool({ threads: 1, timeoutMs: 1 });
    try {
      const bytes = await makeMouthPhoto({ gum: 'healthy', width: 4032, height: 3024 });
      const error = await slow.analyse(bytes).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AnalysisTimeoutError);
      expect((error as Error).name).toBe('AnalysisTimeoutError');
    } finally {
      await slow.close();
    }
  });

  it('refuses a photo at once with AnalysisBusyError when every worker is busy and the queue is full', async () => {
    const small = createAnalysisPool({ threads: 1, timeoutMs: 10_000, queueLimit: 1 });
    try {
      const bytes = await makeMouthPhoto({ gum: 'healthy' });
      const [running, queued, refused] = await Promise.allSettled([
        small.analyse(bytes),
        small.analyse(bytes),
        small.analyse(bytes),
      ]);
      expect([running.status, queued.status]).toEqual(['fulfilled', 'fulfilled']);
      expect(refused.status === 'rejected' && refused.reason).toBeInstanceOf(AnalysisBusyError);
      // The refused photo took no slot: once the others are done the pool accepts work again.
      expect((await small.analyse(bytes)).report.status).toBe('healthy');
    } finally {
      await small.close();
    }
  });
});
