#!/usr/bin/env node
// `npm run lint:deps`, and an early step of `npm test`: dependency-cruiser checks the import rules in
// .dependency-cruiser.cjs over server/, web/src/ and common/, and exits 1 on any violation.
//
// dependency-cruiser parses TypeScript with the `typescript` package up to 6.x, and we are on 7, whose
// compiler has no JavaScript API; so it parses with @swc/core. Its swc parser does not turn on JSX for
// .tsx files, which are then unreadable; the wrapper below turns it on for them, and only for them (in a
// .ts file `<T>value` is a cast, not JSX). Drop the wrapper once dependency-cruiser parses TypeScript 7
// or passes `tsx` itself.
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
const swc = require('@swc/core');
const parseFileSync = swc.parseFileSync;
swc.parseFileSync = (file, options) => parseFileSync(file, { ...options, tsx: file.endsWith('.tsx') });

const { cruise } = await import('dependency-cruiser');
const { default: extractDepcruiseOptions } = await import(
  'dependency-cruiser/config-utl/extract-depcruise-options'
);

process.chdir(root);
const roots = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['server', 'web/src', 'common'];
const options = await extractDepcruiseOptions(path.join(root, '.dependency-cruiser.cjs'));
const result = await cruise(roots, { ...options, outputType: 'err' });
process.stdout.write(result.output);
process.exit(result.exitCode === 0 ? 0 : 1);
