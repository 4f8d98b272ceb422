import type { CDPSession } from '@playwright/test';

/** A mobile link as the DevTools protocol emulates it: throughputs in bytes per second. */
export interface PhoneNetwork {
  name: string;
  /** How the table describes it, in the units phone networks are quoted in. */
  label: string;
  downloadBytesPerSecond: number;
  uploadBytesPerSecond: number;
  latencyMs: number;
}

const megabits = (value: number) => (value * 1_000_000) / 8;

/** The two links the phone-scan goals are set for (docs/performance.md#phone-scans). */
export const PHONE_NETWORKS: readonly PhoneNetwork[] = [
  {
    name: 'Fast 4G',
    label: '9 Mbps down, 1.5 Mbps up, 60 ms',
    downloadBytesPerSecond: megabits(9),
    uploadBytesPerSecond: megabits(1.5),
    latencyMs: 60,
  },
  {
    name: 'Slow 4G',
    label: '1.6 Mbps down, 750 kbps up, 150 ms',
    downloadBytesPerSecond: megabits(1.6),
    uploadBytesPerSecond: megabits(0.75),
    latencyMs: 150,
  },
];

/**
 * Throttles every request of the page behind `session` (its documents, scripts and fetches) to the
 * link. The latency is added once per request, as DevTools does; it shapes no TCP handshake.
 */
export async function throttle(session: CDPSession, network: PhoneNetwork): Promise<void> {
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: network.latencyMs,
    downloadThroughput: network.downloadBytesPerSecond,
    uploadThroughput: network.uploadBytesPerSecond,
  });
}
