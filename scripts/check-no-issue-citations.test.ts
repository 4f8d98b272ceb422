import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findIssueCitations, listIssueCitations } from './check-no-issue-citations.mjs';

describe('findIssueCitations', () => {
  it.each([
    '// issue 12: the quota holds',
    '/** Issue #5 keeps zod out of the first page. */',
    "describe('Issue 32 #3: drains before it exits', () => {",
    ' * a date carries its year (issue 31).',
    '// the attack in issues 10-14',
    "it('sets issue 24’s goals beside the figures', () => {",
    '// see issue#7',
  ])('finds a citation in %s', (line) => {
    expect(findIssueCitations(line)).toEqual([{ line: 1, text: line.trim() }]);
  });

  it.each([
    '// an issue with the camera: the owner is told',
    'const issue2 = issues[0];',
    '// https://github.com/fastify/fastify/issues/5012',
    "ctx.addIssue({ code: 'custom', path: [key] });",
    '// see docs/product-rules.md#analytics-events',
  ])('passes %s', (line) => {
    expect(findIssueCitations(line)).toEqual([]);
  });

  it('finds a citation a comment wrapped between "issue" and its number', () => {
    const text = ' * for a sixth of the bytes (issue\n * 14: the share page was slow).\n';
    expect(findIssueCitations(text).map(({ line }) => line)).toEqual([1]);
    expect(findIssueCitations('// the open issue\n// is kept')).toEqual([]);
  });

  it('reports the line numbers of the citations', () => {
    expect(findIssueCitations('a\n// issue 3\nb\n// issue 4').map(({ line }) => line)).toEqual([2, 4]);
  });
});

describe('listIssueCitations', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('looks in server, web, common, tests and scripts source files, not in docs or packages', () => {
    root = mkdtempSync(path.join(tmpdir(), 'issue-citations-'));
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    };
    write('server/a.ts', '// fine\n// issue 1\n');
    write('web/src/b.tsx', '{/* issue 2 */}\n');
    write('tests/api/c.test.ts', "describe('issue 3: x', () => {});\n");
    write('docs/d.md', 'issue 4\n');
    write('server/node_modules/e/index.js', '// issue 5\n');
    write('common/f.json', '{"note": "issue 6"}\n');
    expect(listIssueCitations(root).sort()).toEqual([
      'server/a.ts:2: // issue 1',
      "tests/api/c.test.ts:1: describe('issue 3: x', () => {});",
      'web/src/b.tsx:1: {/* issue 2 */}',
    ]);
  });
});
