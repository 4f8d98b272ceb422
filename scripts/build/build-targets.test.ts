import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { staleReason } from './build-targets.mjs';
import { fingerprintInputs, listInputFiles } from './fingerprint.mjs';

describe('staleReason', () => {
  it('reuses a build whose stamp matches its inputs', () => {
    expect(staleReason({ fingerprint: 'abc', stamp: 'abc', hasOutput: true })).toBeUndefined();
  });

  it('rebuilds when the inputs changed, the stamp is missing or the output is gone', () => {
    expect(staleReason({ fingerprint: 'abd', stamp: 'abc', hasOutput: true })).toBe('sources changed');
    expect(staleReason({ fingerprint: 'abc', stamp: undefined, hasOutput: true })).toBe(
      'built without a stamp',
    );
    expect(staleReason({ fingerprint: 'abc', stamp: 'abc', hasOutput: false })).toBe('not built yet');
  });
});

describe('fingerprintInputs', () => {
  let root: string;
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  const fingerprint = () => fingerprintInputs({ root, inputs: ['server', 'package.json', 'missing.json'] });

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'fingerprint-'));
    write('server/index.ts', 'listen()');
    write('server/jobs/worker.ts', 'work()');
    write('package.json', '{}');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('lists the files under the inputs, sorted, without tests', () => {
    write('server/index.test.ts', 'test()');
    expect(listInputFiles({ root, inputs: ['server', 'package.json', 'missing.json'] })).toEqual([
      'package.json',
      'server/index.ts',
      'server/jobs/worker.ts',
    ]);
  });

  it('stays the same while nothing changes, including a rewrite with the same content', () => {
    const before = fingerprint();
    write('server/index.ts', 'listen()');
    write('server/index.test.ts', 'a test changed');
    write('web/page.tsx', 'not an input');
    expect(fingerprint()).toBe(before);
  });

  it('changes when a file changes, appears, is renamed or is removed', () => {
    const seen = new Set([fingerprint()]);
    write('server/jobs/worker.ts', 'work(2)');
    seen.add(fingerprint());
    write('server/lib/new.ts', 'x');
    seen.add(fingerprint());
    rmSync(path.join(root, 'server/lib/new.ts'));
    write('server/lib/renamed.ts', 'x');
    seen.add(fingerprint());
    rmSync(path.join(root, 'server/lib/renamed.ts'));
    write('package.json', '{"imports":{}}');
    seen.add(fingerprint());
    expect(seen.size).toBe(5);
  });
});
