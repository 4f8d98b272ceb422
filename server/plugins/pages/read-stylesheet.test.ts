import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtStylesheets } from './read-stylesheet.ts';

describe('builtStylesheets', () => {
  it("reads the build's stylesheets and nothing outside its assets", () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'assets/index-abc.css'), 'p{margin:0}');
    writeFileSync(path.join(dist, 'secret.css'), 'no');
    const read = builtStylesheets(dist);
    expect(read('/assets/index-abc.css')).toBe('p{margin:0}');
    expect(read('/assets/missing.css')).toBeUndefined();
    expect(read('/assets/../secret.css')).toBeUndefined();
    expect(read('/secret.css')).toBeUndefined();
  });
});
