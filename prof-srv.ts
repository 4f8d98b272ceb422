import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { memberPool, postScan } from './scripts/bench/bench-client.ts';
import { phonePhoto } from './scripts/bench/phone-photo.ts';
const dataDir = mkdtempSync(path.join(tmpdir(), 'prof-'));
const port = 3999;
const child = spawn(process.execPath, [...(process.env.FLAGS ?? '').split(' ').filter(Boolean), 'dist/server/index.js'], {
  stdio: ['ignore', 'inherit', 'inherit'],
  env: { ...process.env, MALLOC_ARENA_MAX: '2', PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${port}`, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', SESSION_SECRET: 'b'.repeat(40), RATE_LIMIT_UPLOADS_PER_MINUTE: '10000', RATE_LIMIT_AUTH_PER_MINUTE: '10000', GUEST_SCANS_PER_IP_PER_DAY: '100000' },
});
const base = `http://127.0.0.1:${port}`;
for (let i = 0; i < 100; i++) { try { if ((await fetch(`${base}/healthz`)).ok) break; } catch {} await new Promise((r) => setTimeout(r, 100)); }
const photo = await phonePhoto();
const next = memberPool(base, dataDir);
const cookies = await Promise.all(Array.from({ length: 60 }, next));
console.error('SCANS START');
for (const c of cookies) await postScan(base, c, photo);
console.error('SCANS END');
child.kill('SIGTERM');
await new Promise((r) => child.once('exit', r));
