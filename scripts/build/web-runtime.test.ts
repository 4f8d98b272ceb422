import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The web build runs React 19, as dev and the tests do (docs/decisions/008-react-in-every-build.md):
 * built from vite.config.ts in a child process, recording which modules went into the bundle.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const OUT = path.join(ROOT, 'test-results', `web-runtime-${process.pid}`);

const BUILD_SCRIPT = `
  import { build } from 'vite';
  const moduleIds = new Set();
  const collect = {
    name: 'collect-module-ids',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) for (const id of chunk.moduleIds ?? []) moduleIds.add(id);
    },
  };
  await build({
    configFile: ${JSON.stringify(path.join(ROOT, 'vite.config.ts'))},
    root: ${JSON.stringify(path.join(ROOT, 'web'))},
    logLevel: 'silent',
    plugins: [collect],
    build: { outDir: ${JSON.stringify(OUT)}, emptyOutDir: true },
  });
  console.log(JSON.stringify([...moduleIds]));
`;

let moduleIds: string[] = [];
const assetText = (file: string) => readFileSync(path.join(OUT, 'assets', file), 'utf8');

describe('web build runtime (vite.config.ts)', () => {
  beforeAll(() => {
    const run = spawnSync(process.execPath, ['--input-type=module', '--eval', BUILD_SCRIPT], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, NODE_OPTIONS: '' },
    });
    expect(run.status, run.stderr).toBe(0);
    moduleIds = JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '[]');
  }, 120_000);
  afterAll(() => rmSync(OUT, { recursive: true, force: true }));

  it('bundles React DOM and no Preact', () => {
    const packages = moduleIds.map((id) => id.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\//)?.[1]);
    expect(packages).toContain('react-dom');
    expect(packages).toContain('react');
    expect(packages).not.toContain('preact');
  });

  it("ships React DOM's client in the app the landing page's entry starts, and no Preact compat layer in any asset", () => {
    const manifest = JSON.parse(readFileSync(path.join(OUT, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      { file: string; isEntry?: boolean; dynamicImports?: string[] }
    >;
    const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
    // The entry (web/src/main.tsx) is a small boot; the app it starts carries React DOM.
    const app = manifest[entry?.dynamicImports?.[0] ?? ''];
    expect(app?.file).toMatch(/start-app/);
    expect(assetText(path.basename(app?.file ?? ''))).toContain(
      '__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE',
    );
    // preact/compat fakes React 18's internals under this name; React 19 itself no longer has it.
    const scripts = readdirSync(path.join(OUT, 'assets')).filter((file) => file.endsWith('.js'));
    expect(scripts.filter((file) => assetText(file).includes('ReactCurrentDispatcher'))).toEqual([]);
  });
});
