import { readdirSync, readFileSync } from 'node:fs';
import sharp from 'sharp';
import { normalisePhoto } from '#server/adapters/image/normalise-photo.ts';
import { analysePixels } from '#server/analysis/analyse-pixels.ts';
import { decodeForAnalysis } from '#server/jobs/analyse-photo.worker.ts';
const dirs = ['/work/shared/sample-images'];
let same = 0, diff = 0; const rows: string[] = [];
for (const dir of dirs) for (const f of readdirSync(dir).filter((x) => /\.(jpe?g|png|webp)$/i.test(x))) {
  const bytes = new Uint8Array(readFileSync(`${dir}/${f}`));
  const n = await normalisePhoto(bytes);
  const old = analysePixels({ ...(await decodeForAnalysis(n.photo)), channels: 3 }).report;
  const { data, info } = await sharp(n.medium).resize(512, 512, { fit: 'inside', withoutEnlargement: true }).raw().toBuffer({ resolveWithObject: true });
  const neu = analysePixels({ data, width: info.width, height: info.height, channels: 3 }).report;
  const a = `${old.status}/${old.gingivalIndex}/${old.calculusIndex}/${old.confidence}`;
  const b = `${neu.status}/${neu.gingivalIndex}/${neu.calculusIndex}/${neu.confidence}`;
  if (old.status === neu.status && old.gingivalIndex === neu.gingivalIndex && old.calculusIndex === neu.calculusIndex) same++; else { diff++; }
  rows.push(`${f.slice(0, 34).padEnd(35)} ${a.padEnd(28)} ${b}`);
}
console.log(rows.join('\n')); console.log({ same, diff });
