#!/usr/bin/env node
// Fails when a comment or test name in server/, web/, common/, tests/ or scripts/ cites an issue number
// (the word "issue" followed by its number, with or without "#"). An issue is closed and forgotten; the code
// stays. A comment says what the code guards and, where a rule is written down, points at docs/
// (docs/product-rules.md, docs/decisions/, docs/performance.md, README.md). docs/ and commit messages
// may cite issues. Run by `npm test` and as `npm run lint:citations`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const CHECKED_ROOTS = ['server', 'web', 'common', 'tests', 'scripts'];
const SOURCE_FILE = /\.(?:[cm]?[jt]s|tsx|jsx)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'coverage']);
/** This check and its test spell out what they look for. */
const SELF = new Set(['scripts/check-no-issue-citations.mjs', 'scripts/check-no-issue-citations.test.ts']);

/** "issue" or "issues", then a number after a space or a "#": not an identifier like `issue2`. */
const ISSUE_CITATION = /\bissues?(?:\s+#?|\s*#)\d+/i;

/** A comment wrapped between "issue" and its number: "… (issue" then "* 14: …" on the next line. */
const ENDS_WITH_ISSUE = /\bissues?\s*$/i;
const STARTS_WITH_NUMBER = /^\s*(?:\*|\/\/)?\s*#?\d+/;

/** The lines of `text` that cite an issue number, 1-based. */
export function findIssueCitations(text) {
  const found = [];
  const lines = text.split('\n');
  lines.forEach((line, index) => {
    const isWrapped = ENDS_WITH_ISSUE.test(line) && STARTS_WITH_NUMBER.test(lines[index + 1] ?? '');
    if (ISSUE_CITATION.test(line) || isWrapped) found.push({ line: index + 1, text: line.trim() });
  });
  return found;
}

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || SKIPPED_DIRS.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (SOURCE_FILE.test(entry.name)) yield full;
  }
}

/** Every citation under the checked roots of `root`, as `file:line: text`. */
export function listIssueCitations(root) {
  const lines = [];
  for (const top of CHECKED_ROOTS.filter((dir) => existsSync(path.join(root, dir)))) {
    for (const file of sourceFiles(path.join(root, top))) {
      const relative = path.relative(root, file).split(path.sep).join('/');
      if (SELF.has(relative)) continue;
      for (const { line, text } of findIssueCitations(readFileSync(file, 'utf8'))) {
        lines.push(`${relative}:${line}: ${text}`);
      }
    }
  }
  return lines;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const citations = listIssueCitations(path.resolve(import.meta.dirname, '..'));
  if (citations.length > 0) {
    process.stdout.write(`${citations.join('\n')}\n\n`);
    process.stdout.write(
      `${citations.length} comment(s) or test name(s) cite an issue number. Say what the code guards, ` +
        'and point at docs/ where the rule is written down.\n',
    );
    process.exit(1);
  }
  process.stdout.write('No comment or test name cites an issue number.\n');
}
