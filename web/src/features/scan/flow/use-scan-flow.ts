import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useLocation } from 'react-router';
import type { TCropBox, TScanResult, TSpecies } from '#common/contracts/scans.ts';
import { track } from '#web/lib/analytics.ts';
import { cropToSend, scanStep, scanView } from './scan-flow-state.ts';
import { useReportScanStep } from './scan-step-context.ts';
import { usePhotoChoice } from './use-photo-choice.ts';
import { useScanAllowance } from './use-scan-allowance.ts';
import { useScanAnswer } from './use-scan-answer.ts';
import { useScanRequest } from './use-scan-request.ts';
import { useScanRequestRecovery } from './use-scan-request-recovery.ts';
import { useScanStepUrl } from './use-scan-step-url.ts';

interface ScanFlowOptions {
  mode: 'default' | 'trial';
  /** Awaited before the result shows, so work it does (the trial account) is in place when the photo loads. */
  onScanComplete?: (scan: TScanResult) => void | Promise<void>;
  /** The member's pet the photo is of (the pet picker's choice); none files it unassigned. */
  petId?: string | null;
  /** That pet's species, from its profile: it is the scan's species, whatever was chosen before. */
  petSpecies?: TSpecies | null;
}

/**
 * The scanner: upload (choose, then frame the photo, or read why it looks unusable) → analyzing →
 * results, or back to upload on an error. One hook per step: who may scan (use-scan-allowance.ts),
 * choose and crop (use-photo-choice.ts), the upload and the scan request (use-scan-request.ts), and
 * the answer and its result (use-scan-answer.ts). Choose, crop and result are history entries
 * (use-scan-step-url.ts); the photo lives only in memory, the result is read again by its id after a
 * reload, and a scan asked for just before a reload is found by its request key
 * (use-scan-request-recovery.ts). What each step decides lives in scan-flow-state.ts.
 */
export function useScanFlow({ mode, onScanComplete, petId, petSpecies }: ScanFlowOptions) {
  const { pathname } = useLocation();
  const stepUrl = useScanStepUrl();
  const allowance = useScanAllowance();
  const answer = useScanAnswer({
    stepUrl,
    isSignedIn: allowance.isSignedIn,
    onScanComplete,
    onPhotoDropped: () => {
      request.upload.cancel();
      choice.drop();
    },
    onNetworkRefusal: allowance.setRefusedNetworkMessage,
  });
  const request = useScanRequest({ onScanDone: answer.onScanDone, onScanFailed: answer.onScanFailed });
  const choice = usePhotoChoice({
    upload: request.upload,
    stepUrl,
    isBlocked: allowance.isBlocked,
    onChosen: () => {
      allowance.setRefusedNetworkMessage(null);
      reload.stop();
    },
  });
  // The crop step's address without a photo: a reload, perhaps while "Analysing…".
  const reload = useScanRequestRecovery({
    isReloadedOnCrop: stepUrl.step.name === 'crop' && choice.file === null,
    onScanDone: answer.onScanDone,
  });
  /** Kept across scans: most owners scan the same pet again. */
  const [chosenSpecies, setSpecies] = useState<TSpecies | null>(null);
  // A chosen pet's species is derived, not copied into state, so it follows the pet picker.
  const species = petSpecies ?? chosenSpecies;

  const view = scanView({
    isUploading: request.isSending || answer.isFinishing,
    urlStep: stepUrl.step.name,
    hasFile: choice.file !== null,
    hasResult: answer.result !== null,
    isResultMissing: answer.isResultMissing,
    recovery: reload.recovery,
  });
  const step = scanStep(view);
  useReportScanStep(step);

  /**
   * Scans the photo with the owner's box (null: the whole photo) and species: at once when the photo
   * is uploaded, else once its upload ends (the step shows its progress meanwhile).
   */
  const analyze = (crop: TCropBox | null) => {
    const { file, method } = choice;
    if (!file || allowance.isBlocked) return;
    track('scan_started', { method, user_type: allowance.userType });
    // The landing page is '/' for a signed-out visitor; the signed-in dashboard there is not it.
    if (mode === 'default' && !allowance.isSignedIn && pathname === '/')
      track('landing_page_scan', { method });
    request.send({ photo: choice.photoOf(file), crop: cropToSend(crop), species, petId });
  };

  /**
   * Back to the uploader (a Back in history when it is the entry before, so the result stays a
   * Forward away). The step renders once the address changes; the caller focuses it then.
   */
  const reset = () => {
    request.upload.cancel();
    flushSync(() => {
      reload.stop();
      choice.discard();
      request.discard();
      allowance.setRefusedNetworkMessage(null);
    });
    stepUrl.toChoose();
  };

  return {
    view,
    step,
    // Kept in memory for Forward to the crop step, shown only there.
    file: view === 'crop' ? choice.file : null,
    previewUrl: choice.previewUrl,
    capture: choice.capture,
    species,
    setSpecies,
    result: answer.result,
    isBlocked: allowance.isBlocked,
    nextScanAt: allowance.nextScanAt,
    networkLimitMessage: allowance.networkLimitMessage,
    isNetworkPaused: allowance.isNetworkPaused,
    fileProblem: choice.fileProblem,
    chooseFile: choice.chooseFile,
    analyze,
    /**
     * 'Choose another photo': back to choose; the photo stays for Forward until another is chosen, but
     * its upload is cancelled and deleted (Analyse after Forward sends it again).
     */
    clearFile: choice.leave,
    /** The photo's upload while a scan waits for it; null once the scan itself is under way. */
    upload: request.shownUpload,
    reset,
  };
}
