import { chromium, type LaunchOptions } from '@playwright/test';
import { locateChromium } from '../../../scripts/chromium/find-chromium.mjs';
import { fakeCameraFlags, HEADLESS_FLAGS } from '../../../scripts/chromium/launch-flags.ts';

/**
 * `npm run test:e2e` (scripts/test-e2e.mjs) finds or installs a Chromium and passes it in CHROMIUM_PATH;
 * a bare `npx playwright test` looks one up the same way.
 */
const executablePath = locateChromium({ playwrightPath: () => chromium.executablePath() })?.path;
if (!executablePath) {
  throw new Error('No Chromium for the e2e tests: `npm run test:e2e` installs one, or set CHROMIUM_PATH.');
}

/** Headless as root, without network chatter or a real camera (a moving test pattern). */
export const chromiumLaunch = {
  executablePath,
  args: [...HEADLESS_FLAGS, ...fakeCameraFlags()],
} satisfies LaunchOptions;

/** The same Chromium, its fake camera playing a Y4M clip (scripts/fake-camera/camera-clip.ts) in a loop. */
export function withCameraClip(clip: string): LaunchOptions {
  return { executablePath, args: [...HEADLESS_FLAGS, ...fakeCameraFlags(clip)] };
}
