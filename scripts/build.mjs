#!/usr/bin/env node
// `npm run build`: the web app (dist/web), its server renderer (dist/web-ssr) and the compiled server
// (dist/server), always all three.
// `--if-stale` builds only what changed since the last build, as `npm start` does.
import path from 'node:path';
import { buildTargets } from './build/build-targets.mjs';

buildTargets({ root: path.resolve(import.meta.dirname, '..'), force: !process.argv.includes('--if-stale') });
