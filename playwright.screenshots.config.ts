import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

/**
 * Saves result and landing screenshots into docs/screenshots (tests/screenshots/). Not part of
 * `npm test`: run `npm run build && npx playwright test -c playwright.screenshots.config.ts`.
 */
export default defineConfig({ ...base, testDir: 'tests/screenshots' });
