import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { TScanResult } from '#common/contracts/scans.ts';
import { scanRequestQuery, useRefreshAccountData } from '#web/api/scans.queries.ts';
import { deletePendingUpload } from '#web/api/uploads.ts';
import { forgetScanRequest, readScanRequest, tabStorage } from './scan-request-record.ts';
import { ANALYSING_POLL_MS, requestRecovery, shouldRetryRequestLookup } from './scan-request-recovery.ts';

interface RecoveryOptions {
  /**
   * The crop step's address without its photo: a reload, perhaps mid-analysis. (The first render of a
   * server-rendered page is the choose step, so this is read on each render, not once.)
   */
  isReloadedOnCrop: boolean;
  /** What a scan's answer does (use-scan-answer.ts): the recovered scan goes the same way. */
  onScanDone: (scan: TScanResult) => Promise<void>;
}

/**
 * After a reload during "Analysing…" (docs/product-rules.md#reload-during-analysis): asks the server
 * which scan this tab's last request key made, shows "Analysing…" while it is analysed, then its
 * result; or says that nothing was analysed when no scan has the key, deleting the photo's upload
 * left behind. `stop` lets go of it (the owner chose a photo, or went back to choose).
 */
export function useScanRequestRecovery({ isReloadedOnCrop, onScanDone }: RecoveryOptions) {
  // Read once: the page's own requests forget it when answered, and a new photo lets go of it.
  const [record, setRecord] = useState(() => readScanRequest(tabStorage(), Date.now()));
  const refresh = useRefreshAccountData();
  const lookup = useQuery({
    ...scanRequestQuery(record?.key ?? ''),
    enabled: record !== null && isReloadedOnCrop,
    retry: shouldRetryRequestLookup,
    refetchInterval: (query) => (query.state.data?.state === 'analysing' ? ANALYSING_POLL_MS : false),
  });
  const recovery = requestRecovery({
    hasRecord: record !== null && isReloadedOnCrop,
    answer: lookup.data,
    error: lookup.error,
  });

  const settled = useRef(false);
  const done = recovery.state === 'done' ? recovery.scan : null;
  const isNotSent = recovery.state === 'not-sent';
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the server's answer settles it.
  useEffect(() => {
    if (settled.current || (!done && !isNotSent)) return;
    settled.current = true;
    forgetScanRequest(tabStorage());
    if (done) {
      // The quota and history read at load time predate this scan.
      void refresh();
      void onScanDone(done).finally(() => setRecord(null));
    } else if (record?.uploadId) {
      // Never used by a scan, so only this page could still delete it; it would expire anyway.
      void deletePendingUpload(record.uploadId).catch(() => {});
    }
  }, [done, isNotSent]);

  return {
    /** 'done' reads as 'checking' here: the result shows once onScanDone has put it in the address. */
    recovery: recovery.state === 'done' ? 'checking' : recovery.state,
    stop: () => {
      forgetScanRequest(tabStorage());
      setRecord(null);
    },
  };
}
