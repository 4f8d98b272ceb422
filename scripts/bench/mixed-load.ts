/**
 * RSS of the server before and after a mixed load: member scans two at a time alongside autocannon
 * cycling through the landing page, a hashed asset, the member summary, the share API and share page.
 * A leak shows as RSS that does not come back once the load stops.
 *
 * A shorter round of the same load runs first and is reported on its own line: the first time
 * scans and reads overlap, the server grows to its working set (both workers' heaps and JIT code,
 * the image threads' buffers at that concurrency). "Flat" is judged on the measured round after it.
 */
import autocannon from 'autocannon';
import { postScan } from './bench-client.ts';
import type { BenchRow } from './report-table.ts';
import type { BenchServer } from './server-process.ts';

const SETTLE_MS = 5_000;
const READ_CONNECTIONS = 8;

const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

type TLoadOptions = {
  nextMember: () => Promise<string>;
  readerCookie: string;
  photo: Buffer;
  shareId: string;
  assetPath: string;
};

export async function benchMixedLoad(
  server: BenchServer,
  options: TLoadOptions & { seconds: number },
): Promise<BenchRow[]> {
  await settle();
  const beforeWarmUp = server.rssMb();
  const warmUpSeconds = Math.max(5, Math.round(options.seconds / 3));
  await mixedLoad(server.baseUrl, options, warmUpSeconds);
  await settle();
  const before = server.rssMb();
  const { scans, reads } = await mixedLoad(server.baseUrl, options, options.seconds);
  const peak = server.rssMb();
  await settle();
  const after = server.rssMb();
  const change = ((after - before) / before) * 100;
  const area = `memory (${options.seconds} s mixed load: ${scans} scans, ${reads} reads)`;
  return [
    {
      area,
      figure: `server RSS before a ${warmUpSeconds} s warm-up round`,
      value: `${beforeWarmUp.toFixed(0)} MB`,
    },
    { area, figure: 'server RSS before', value: `${before.toFixed(0)} MB` },
    { area, figure: 'server RSS at the end of the load', value: `${peak.toFixed(0)} MB` },
    {
      area,
      figure: `server RSS ${SETTLE_MS / 1000} s after`,
      value: `${after.toFixed(0)} MB (${change >= 0 ? '+' : ''}${change.toFixed(1)}%)`,
      goal: 'within 10% of before',
    },
  ];
}

/** Scans two at a time beside autocannon's reads, for `seconds`; how many of each were done. */
async function mixedLoad(
  baseUrl: string,
  options: TLoadOptions,
  seconds: number,
): Promise<{ scans: number; reads: number }> {
  const deadline = Date.now() + seconds * 1000;
  let scans = 0;
  const lane = async () => {
    while (Date.now() < deadline) {
      await postScan(baseUrl, await options.nextMember(), options.photo);
      scans++;
    }
  };
  const [reads] = await Promise.all([
    autocannon({
      url: baseUrl,
      connections: READ_CONNECTIONS,
      duration: seconds,
      requests: [
        { path: '/' },
        { path: options.assetPath },
        { path: '/api/me/summary', headers: { cookie: options.readerCookie } },
        { path: `/api/share/${options.shareId}` },
        { path: `/share/${options.shareId}` },
      ],
    }),
    lane(),
    lane(),
  ]);
  return { scans, reads: reads.requests.total };
}
