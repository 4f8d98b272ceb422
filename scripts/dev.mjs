#!/usr/bin/env node
// `npm run dev`: the API with restart-on-change (:3000) and Vite with hot reload (:5173, proxying /api).
import { spawn } from 'node:child_process';

const children = [
  spawn('node', ['--watch-path=server', '--watch-path=common', '--import', 'tsx', 'server/index.ts'], {
    stdio: 'inherit',
  }),
  spawn('npx', ['vite', '--host', '127.0.0.1'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
