import { phonePhoto } from '/work/main/scripts/bench/phone-photo.ts';
import { normalisePhoto } from '#server/adapters/image/normalise-photo.ts';
import { analysePixels } from '#server/analysis/analyse-pixels.ts';
const n = await normalisePhoto(await phonePhoto());
const img = { ...n.analysisPixels, channels: 3 as const };
for (let i = 0; i < 20; i++) analysePixels(img, { species: null });
const c = process.cpuUsage();
for (let i = 0; i < 60; i++) analysePixels(img, { species: null });
const u = process.cpuUsage(c); console.log('analysePixels', ((u.user + u.system) / 1000 / 60).toFixed(1), 'ms cpu');
