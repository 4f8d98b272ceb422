/**
 * RSS of the server before and after a mixed load: member scans two at a time alongside autocannon
 * cycling through the landing page, a hashed asset, the member summary, the share API and share page.
 * A leak shows as RSS that does not come back once the load stops.
 */
import autocannon from 'autocannon';
import { postScan } from './bench-client.ts';
import type { BenchRow } from './report-table.ts';
import type { BenchServer } from './server-process.ts';

const SETTLE_MS = 5_000;
const READ_CONNECTIONS = 8;

const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

export async function benchMixedLoad(
  server: BenchServer,
  options: {
    seconds: number;
    nextMember: () => Promise<string>;
    readerCookie: string;
    photo: Buffer;
    shareId: string;
    assetPath: string;
  },
): Promise<BenchRow[]> {
  await settle();
  const before = server.rssMb();
  const deadline = Date.now() + options.seconds * 1000;
  let scans = 0;
  const lane = async () => {
    while (Date.now() < deadline) {
      await postScan(server.baseUrl, await options.nextMember(), options.photo);
      scans++;
    }
  };
  const [reads] = await Promise.all([
    autocannon({
      url: server.baseUrl,
      connections: READ_CONNECTIONS,
      duration: options.seconds,
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
  const peak = server.rssMb();
  await settle();
  const after = server.rssMb();
  const change = ((after - before) / before) * 100;
  const area = `memory (${options.seconds} s mixed load: ${scans} scans, ${reads.requests.total} reads)`;
  return [
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
