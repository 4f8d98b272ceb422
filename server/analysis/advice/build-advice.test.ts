import { describe, expect, it } from 'vitest';
import { VOHC_PRODUCTS } from '#server/analysis/advice/products.ts';
import { analysePixels } from '#server/analysis/analyse-pixels.ts';
import { decodeForAnalysis } from '#server/adapters/analysis/analyse-photo.worker.ts';
import { makeMouthPhoto, makeNonMouthPhoto } from '../../../tests/fixtures/mouth-photo.ts';

const analyse = async (bytes: Buffer) =>
  analysePixels({ ...(await decodeForAnalysis(bytes)), channels: 3 }).report;

describe('advice and products', () => {
  it('writes different advice for each result and only lists VOHC products', async () => {
    const reports = await Promise.all([
      analyse(await makeMouthPhoto({ gum: 'healthy' })),
      analyse(await makeMouthPhoto({ gum: 'inflamed' })),
      analyse(await makeMouthPhoto({ gum: 'pale' })),
      analyse(await makeMouthPhoto({ gum: 'healthy', tartar: true })),
      analyse(await makeNonMouthPhoto()),
    ]);
    const [healthy, inflamed, pale, tartar, unclear] = reports;
    expect(new Set(reports.map((r) => r.advice)).size).toBe(reports.length);
    const names = new Set(VOHC_PRODUCTS.map((p) => p.name));
    for (const r of reports) {
      for (const p of r.products) expect(names.has(p.name)).toBe(true);
      expect(r.advice).not.toMatch(/anaesthesia-free (cleaning|scaling) (is|are) (fine|safe|recommended)/i);
    }
    expect(pale.advice).toMatch(/^See a vet now/);
    expect(pale.products).toEqual([]);
    expect(inflamed.advice).toMatch(/under general anaesthesia/);
    expect(tartar.advice).toMatch(/cannot be brushed|will not remove/);
    expect(healthy.advice).toMatch(/looks pink/);
    expect(unclear.advice).toMatch(/did not use up a scan/);
    expect(unclear.products).toEqual([]);
  });
});
