import { existsSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * The team's shared photo folders sit next to the checkout (`../shared`), or two levels up for a
 * git worktree under `wt/`. An environment variable wins (TRAINING_IMAGES, SAMPLE_IMAGES).
 * Returns null when the folder is absent, e.g. on CI, where only generated photos are used.
 */
export function sharedFolder(name: 'training-images' | 'sample-images'): string | null {
  const fromEnv = process.env[name === 'training-images' ? 'TRAINING_IMAGES' : 'SAMPLE_IMAGES'];
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : null;
  for (const candidate of [path.resolve(ROOT, '../shared', name), path.resolve(ROOT, '../../shared', name)]) {
    if (existsSync(candidate)) return candidate;
  }
  return null;
}
