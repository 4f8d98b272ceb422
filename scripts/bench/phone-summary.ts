import type { PhoneNetwork } from './phone-networks.ts';
import type { PhoneScanRun } from './phone-scan-run.ts';
import type { UploadsByPath } from './phone-uploads.ts';
import type { BenchRow } from './report-table.ts';

/** The phone-scan goals, read against the medians (docs/performance.md#phone-scans). */
const GOALS: Record<string, { analyseToVerdict?: string; total?: string }> = {
  'Fast 4G': { analyseToVerdict: '<= 1.5 s', total: '<= 4 s' },
  'Slow 4G': { total: '<= 8 s' },
};
const UPLOAD_GOAL = '<= 800 KB';

/** The middle value; the mean of the two middle ones for an even count. */
export function median(values: number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The time the owner waits: choosing to the crop step plus Analyse to the verdict, not the time spent framing. */
export const waitedMs = (run: PhoneScanRun) => run.chooseToCropMs + run.analyseToVerdictMs;

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
export const kilobytes = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('en-US')} KB`;

const formatUploads = ({ path, requests, bytes }: UploadsByPath) =>
  `${path} ${kilobytes(bytes)}${requests > 1 ? ` in ${requests}` : ''}`;

/** One line per run, printed as it ends. */
export function formatRun(network: PhoneNetwork, index: number, count: number, run: PhoneScanRun): string {
  return (
    `${network.name} run ${index + 1}/${count}: choose → crop step ${seconds(run.chooseToCropMs)}, ` +
    `Analyse → verdict ${seconds(run.analyseToVerdictMs)}, total ${seconds(waitedMs(run))}, ` +
    `uploaded ${kilobytes(run.uploadedBytes)} (${run.uploads.map(formatUploads).join(', ')})`
  );
}

/** The table's rows for one link: the median of each figure over its runs (each total is one run's). */
export function summaryRows(network: PhoneNetwork, runs: PhoneScanRun[]): BenchRow[] {
  const area = `${network.name}: ${network.label}`;
  const goals = GOALS[network.name] ?? {};
  const of = (pick: (run: PhoneScanRun) => number) => median(runs.map(pick));
  return [
    { area, figure: 'choose → crop step', value: seconds(of((run) => run.chooseToCropMs)) },
    {
      area,
      figure: '"Analyse this area" → verdict',
      value: seconds(of((run) => run.analyseToVerdictMs)),
      goal: goals.analyseToVerdict,
    },
    {
      area,
      figure: 'total, time on the crop step left out',
      value: seconds(of(waitedMs)),
      goal: goals.total,
    },
    { area, figure: 'bytes uploaded', value: kilobytes(of((run) => run.uploadedBytes)), goal: UPLOAD_GOAL },
  ];
}
