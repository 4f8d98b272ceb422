import { describe, expect, it } from 'vitest';
import { findChromium } from './find-chromium.mjs';
import { chooseInstallPlan } from './install-chromium.mjs';

const PLAYWRIGHT = '/root/.cache/ms-playwright/chromium-1/chrome-linux64/chrome';

/** A machine with exactly these executables, and these commands on PATH. */
function machine(options: { files?: string[]; path?: Record<string, string>; env?: Record<string, string> }) {
  const files = new Set(options.files ?? []);
  return {
    env: options.env ?? {},
    isExecutable: (file: string) => files.has(file),
    which: (command: string) => options.path?.[command],
    playwrightPath: () => PLAYWRIGHT,
  };
}

describe('findChromium', () => {
  it('takes CHROMIUM_PATH before everything else', () => {
    const found = findChromium(
      machine({
        env: { CHROMIUM_PATH: '/opt/chrome/chrome' },
        files: ['/opt/chrome/chrome', '/usr/bin/chromium'],
      }),
    );
    expect(found).toEqual({ path: '/opt/chrome/chrome', source: 'CHROMIUM_PATH' });
  });

  it('refuses a CHROMIUM_PATH that is not an executable instead of picking another browser', () => {
    const lookup = machine({ env: { CHROMIUM_PATH: '/nope/chrome' }, files: ['/usr/bin/chromium'] });
    expect(() => findChromium(lookup)).toThrow('CHROMIUM_PATH is /nope/chrome');
  });

  it("takes Debian's /usr/bin/chromium before anything on PATH or Playwright's download", () => {
    const found = findChromium(
      machine({
        files: ['/usr/bin/chromium', PLAYWRIGHT],
        path: { 'google-chrome': '/opt/bin/google-chrome' },
      }),
    );
    expect(found).toEqual({ path: '/usr/bin/chromium', source: 'system' });
  });

  it('then a Chromium or Chrome found on PATH, in the listed order', () => {
    const path = {
      'google-chrome': '/opt/bin/google-chrome',
      'chromium-browser': '/snap/bin/chromium-browser',
    };
    expect(findChromium(machine({ files: [PLAYWRIGHT], path }))).toEqual({
      path: '/snap/bin/chromium-browser',
      source: 'system',
    });
  });

  it("then Playwright's own browser, only when it is on disk", () => {
    expect(findChromium(machine({ files: [PLAYWRIGHT] }))).toEqual({
      path: PLAYWRIGHT,
      source: 'playwright',
    });
    expect(findChromium(machine({}))).toBeUndefined();
  });
});

describe('chooseInstallPlan', () => {
  it("installs Debian's chromium with apt-get, non-interactively, as root on Debian", () => {
    const plan = chooseInstallPlan({ osId: 'debian', isRoot: true });
    expect(plan.description).toBe('apt-get update && apt-get install -y chromium');
    expect(plan.steps).toEqual([
      { command: 'apt-get', args: ['update'] },
      { command: 'apt-get', args: ['install', '-y', 'chromium'] },
    ]);
    expect(plan.env).toEqual({ DEBIAN_FRONTEND: 'noninteractive' });
  });

  it("downloads Playwright's Chromium anywhere else", () => {
    for (const machine of [
      { osId: 'debian', isRoot: false },
      { osId: 'ubuntu', isRoot: true },
      { osId: undefined, isRoot: false },
    ]) {
      expect(chooseInstallPlan(machine).steps).toEqual([
        { command: 'npx', args: ['playwright', 'install', 'chromium'] },
      ]);
    }
  });
});
