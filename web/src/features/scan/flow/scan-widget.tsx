import { Scan } from 'lucide-react';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import type { TScanResult } from '#common/contracts/scans.ts';
import { PetPicker } from '#web/components/pets/pet-picker.tsx';
import { usePetChoice } from '#web/components/pets/use-pet-choice.ts';
import { referralRequestFormId } from '#web/components/referral-request/referral-request-anchor.ts';
import { offersReferralRequest } from '#web/components/share/offers-referral-request.ts';
import { Card } from '#web/components/ui/card.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { NetworkLimitNotice } from '#web/features/scan/allowance/network-limit-notice.tsx';
import { startPhotoCheck } from '#web/features/scan/photo-check/chosen-photo-check.ts';
import { AnalyzingStep } from '#web/features/scan/upload/analyzing-step.tsx';
import { useCamera } from '#web/hooks/use-camera.ts';
import type { ScanMethod } from '#web/lib/analytics.ts';
import { cn } from '#web/lib/cn.ts';
import { useSharedPhoto } from '#web/pwa/use-shared-photo.ts';
import { CameraDialog, preloadScanResult, ScanResultExtras, ScanResultView } from './lazy-scan-parts.tsx';
import { isChooseView } from './scan-flow-state.ts';
import { ScanStepNotice } from './scan-step-notice.tsx';
import { UploadStep } from './upload-step.tsx';
import { useScanFlow } from './use-scan-flow.ts';

interface ScanWidgetProps {
  /** 'trial' is the /trial scanner: its own copy, and no landing-page analytics. */
  mode: 'default' | 'trial';
  className?: string;
  /** Called once per successful scan and awaited before the result shows (/trial creates its account here). */
  onScanComplete?: (scan: TScanResult) => void | Promise<void>;
  /** Extra content under a result's advice (share card, vet referral request, signup prompt). */
  renderResultExtras?: (scan: TScanResult) => ReactNode;
}

/** The scanner: choose or take a photo, frame the gums and teeth, analyse it, read the result. */
export function ScanWidget({ mode, className, onScanComplete, renderResultExtras }: ScanWidgetProps) {
  const petChoice = usePetChoice();
  const pet = petChoice.pets.find((candidate) => candidate.id === petChoice.petId) ?? null;
  const flow = useScanFlow({
    mode,
    onScanComplete,
    petId: pet?.id ?? null,
    petSpecies: pet?.species ?? null,
  });
  const cardRef = useRef<HTMLDivElement>(null);
  const stepRef = useRef<HTMLDivElement>(null);

  /**
   * Keeps keyboard and screen-reader users where the step changed: on the step's main button
   * (marked data-primary-action), or the step itself when it has none (a used-up free scan).
   * 'start' brings the whole scanner back from far down a long result.
   */
  const focusStep = (block: 'start' | 'nearest') => {
    const step = stepRef.current;
    if (!step) return;
    (block === 'start' ? cardRef.current : step)?.scrollIntoView({ block });
    const target = step.querySelector<HTMLElement>('[data-primary-action]') ?? step;
    target.focus({ preventScroll: true });
  };

  /**
   * Back to the uploader is a history move that renders after the address changes: focus
   * follows once the choose step is on screen.
   */
  const pendingFocus = useRef<'start' | 'nearest' | null>(null);
  const isChoosing = isChooseView(flow.view);
  // biome-ignore lint/correctness/useExhaustiveDependencies: focusStep reads refs only.
  useLayoutEffect(() => {
    if (!isChoosing || !pendingFocus.current) return;
    focusStep(pendingFocus.current);
    pendingFocus.current = null;
  }, [isChoosing]);
  const backToChoose = (block: 'start' | 'nearest', leave: () => void) => {
    pendingFocus.current = block;
    leave();
  };

  const chooseFile = async (file: File, method: ScanMethod) => {
    preloadScanResult();
    if (await flow.chooseFile(file, method)) focusStep('nearest');
  };
  const camera = useCamera((file) => chooseFile(file, 'camera'));
  // A photo shared from the phone's gallery to the installed app is chosen as an upload is.
  const sharedPhoto = useSharedPhoto((file) => chooseFile(file, 'upload'));

  return (
    // data-scan-step lets a page lay itself out around the step (the landing hero aligns to a result).
    <Card
      ref={cardRef}
      data-scan-step={flow.step}
      data-scan-view={flow.view}
      className={cn('scroll-mt-20 overflow-hidden', className)}
    >
      <div className="flex items-center gap-3 border-b border-line bg-brand-50/60 px-4 py-4 sm:px-6">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white">
          <Scan aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h2 className="font-display text-lg font-bold">
            {mode === 'trial' ? 'Try a free scan' : 'Scan your pet’s smile'}
          </h2>
          <p className="text-sm text-muted-ink">A clear photo of the gums and teeth works best.</p>
        </div>
      </div>
      <div ref={stepRef} tabIndex={-1} className="p-4 outline-none sm:p-6">
        {flow.networkLimitMessage ? <NetworkLimitNotice message={flow.networkLimitMessage} /> : null}
        {sharedPhoto.problem && isChoosing ? <ScanStepNotice>{sharedPhoto.problem}</ScanStepNotice> : null}
        {flow.view === 'photo-lost' ? (
          <ScanStepNotice>Your photo was not kept when the page reloaded. Choose it again.</ScanStepNotice>
        ) : null}
        {flow.view === 'request-lost' ? (
          <ScanStepNotice>
            The page reloaded before your photo reached us, so nothing was analysed and no scan was used.
            {flow.isBlocked ? null : ' Choose your photo again.'}
          </ScanStepNotice>
        ) : null}
        {flow.view === 'request-unknown' ? (
          <ScanStepNotice>
            We could not check whether your photo was analysed before the page reloaded. Check your
            connection, then reload the page to see its result.
          </ScanStepNotice>
        ) : null}
        {flow.view === 'result-missing' ? (
          <ScanStepNotice>
            That result could not be opened here: it was deleted, or belongs to another account. Scan a new
            photo below.
          </ScanStepNotice>
        ) : null}
        {flow.step === 'upload' && petChoice.isSignedIn && !flow.isBlocked ? (
          <PetPicker
            pets={petChoice.pets}
            petId={petChoice.petId}
            onChange={petChoice.setPetId}
            className="mb-4"
          />
        ) : null}
        {flow.step === 'upload' ? (
          <UploadStep
            isBlocked={flow.isBlocked}
            isNetworkPaused={flow.isNetworkPaused}
            nextScanAt={flow.nextScanAt}
            file={flow.file}
            previewUrl={flow.previewUrl}
            capture={flow.capture}
            species={flow.species}
            onSpeciesChange={flow.setSpecies}
            speciesPetName={pet?.name ?? null}
            onFileChosen={chooseFile}
            fileProblem={flow.fileProblem}
            onTakePhoto={() => {
              startPhotoCheck();
              void camera.open();
            }}
            onAnalyse={flow.analyze}
            onClear={() => backToChoose('nearest', flow.clearFile)}
          />
        ) : null}
        {flow.step === 'analyzing' ? (
          <AnalyzingStep
            previewUrl={flow.previewUrl}
            upload={flow.upload}
            onChooseAnother={() => backToChoose('nearest', flow.reset)}
          />
        ) : null}
        {flow.view === 'loading-result' ? (
          <div className="flex justify-center py-10">
            <Spinner label="Loading your result…" />
          </div>
        ) : null}
        {flow.step === 'results' && flow.result ? (
          <ScanResultView
            scan={flow.result}
            onScanAnother={() => backToChoose('start', flow.reset)}
            referralRequestFormId={
              offersReferralRequest(flow.result) ? referralRequestFormId(flow.result.id) : undefined
            }
            shouldFocusHeading
          >
            <ScanResultExtras scan={flow.result} />
            {renderResultExtras?.(flow.result)}
          </ScanResultView>
        ) : null}
      </div>
      <CameraDialog
        state={camera.state}
        videoRef={camera.videoRef}
        onCapture={camera.capture}
        onClose={camera.close}
      />
    </Card>
  );
}
