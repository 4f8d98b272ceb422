import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The server build `npm start` runs, checked in plain Node: no tsx, no vitest transform. Built inside
 * the repository (test-results/ is ignored) so its package imports resolve from node_modules.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const OUT = path.join(ROOT, 'test-results', `compiled-server-${process.pid}`);

function compiledFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => path.join(folder, file));
}

describe('compiled server (vite.server.config.ts)', () => {
  beforeAll(() => {
    const build = spawnSync('npx', ['vite', 'build', '--config', 'vite.server.config.ts', '--outDir', OUT], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(build.status, build.stderr).toBe(0);
  }, 120_000);
  afterAll(() => rmSync(OUT, { recursive: true, force: true }));

  it('imports only JavaScript and packages: no .ts files and no #server/#common aliases at run time', () => {
    const files = compiledFiles(OUT);
    expect(files.map((file) => path.relative(OUT, file))).toContain(path.join('server', 'index.js'));
    for (const file of files) {
      const specifiers = [...readFileSync(file, 'utf8').matchAll(/\bfrom\s+"([^"]+)"/g)].map((m) => m[1]);
      expect(
        specifiers.filter((s) => s.endsWith('.ts') || s.startsWith('#')),
        file,
      ).toEqual([]);
    }
  });

  it('analyses a photo in its worker pool and finds the built web app, in Node without a loader', () => {
    const script = `
      import sharp from 'sharp';
      const { createAnalysisPool } = await import(${JSON.stringify(`${OUT}/server/adapters/analysis/analysis-pool.js`)});
      const { WEB_DIST } = await import(${JSON.stringify(`${OUT}/server/plugins/static-web.js`)});
      const pool = createAnalysisPool({ threads: 1, timeoutMs: 20000 });
      const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#b04a55' } })
        .jpeg().toBuffer();
      const out = await pool.analyse(photo);
      await pool.close();
      console.log(JSON.stringify({ status: out.report.status, width: out.width, webDist: WEB_DIST }));
    `;
    const run = spawnSync(process.execPath, ['--input-type=module', '--eval', script], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, NODE_OPTIONS: '' },
    });
    expect(run.status, run.stderr).toBe(0);
    const result = JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '{}');
    expect(result).toEqual({ status: expect.any(String), width: 64, webDist: path.join(OUT, 'web') });
  });
});
