#!/usr/bin/env node
// `npm start`: builds whatever is missing or out of date (see scripts/build/build-targets.mjs),
// then runs the compiled server in this process: plain JavaScript, no TypeScript loader.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildTargets } from './build/build-targets.mjs';

const root = path.resolve(import.meta.dirname, '..');
buildTargets({ root });
// Stack traces point at server/*.ts rather than dist/.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.join(root, 'dist/server/index.js')).href);
