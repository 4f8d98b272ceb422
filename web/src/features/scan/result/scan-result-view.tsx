import { RotateCcw } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import type { TScanResult } from '#common/contracts/scans.ts';
import { overlayLayersOf } from '#common/overlay-legend.ts';
import { SCREENING_DISCLAIMER } from '#web/components/scan/scan-copy.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Disclosure } from '#web/components/ui/disclosure.tsx';
import { cn } from '#web/lib/cn.ts';
import { formatDateTime } from '#web/lib/format-date.ts';
import { AdviceSection } from './advice-section.tsx';
import { DentalIndices } from './dental-indices.tsx';
import { FindingsList } from './findings-list.tsx';
import { subHeadingOf } from './heading-level.ts';
import { nextSteps } from './next-steps.ts';
import { NextStepsList } from './next-steps-list.tsx';
import { ProductList } from './product-list.tsx';
import { ResultPhoto } from './result-photo.tsx';
import { StatusCard } from './status-card.tsx';

interface ScanResultViewProps {
  scan: TScanResult;
  /** Shows 'Scan Another Image'; omit it where a new scan makes no sense (a saved scan's page). */
  onScanAnother?: () => void;
  /** Rendered under the result: share card, vet referral request, guest signup prompt. */
  children?: ReactNode;
  /** The id of the vet referral form among the children, for the urgent checklist's referral button. */
  referralRequestFormId?: string;
  /** Move focus to the heading on mount, so keyboard and screen-reader users land on the new result. */
  shouldFocusHeading?: boolean;
  /** Heading text and level: a section of the scanner (h2), or the page itself on /scans/:id (h1). */
  title?: string;
  titleAs?: 'h1' | 'h2';
  className?: string;
}

/** Brings the vet referral form into view and puts the caret in its first empty field. */
function focusReferralForm(formId: string) {
  const form = document.getElementById(formId);
  if (!form) return;
  form.scrollIntoView({ block: 'start' });
  const fields = [...form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')];
  (fields.find((field) => field.value === '') ?? fields[0])?.focus({ preventScroll: true });
}

/**
 * A result in the order a worried owner needs it: the verdict (with the marked photo beside it
 * where there is room), at most three next steps, then the reasons and the full advice folded away.
 */
export function ScanResultView({
  scan,
  onScanAnother,
  children,
  referralRequestFormId,
  shouldFocusHeading = false,
  title = 'Your scan results',
  titleAs: Heading = 'h2',
  className,
}: ScanResultViewProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const isUnclear = scan.status === 'unclear';
  const headingId = useId();
  const sub = subHeadingOf(Heading);
  const steps = nextSteps(scan);

  useEffect(() => {
    if (shouldFocusHeading) headingRef.current?.focus();
  }, [shouldFocusHeading]);

  return (
    <section aria-labelledby={headingId} className={cn('@container grid gap-6', className)}>
      <div className="grid gap-0.5">
        <Heading
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="scroll-mt-24 text-2xl font-extrabold outline-none"
        >
          {title}
        </Heading>
        <p className="text-sm text-muted-ink">
          Scanned <time dateTime={scan.createdAt}>{formatDateTime(scan.createdAt)}</time>
          {/* The advice and products were written for this species (docs/product-rules.md#species); an
              unclear photo was not judged, so there is no advice to name. */}
          {scan.species && scan.status !== 'unclear' ? (
            <span data-testid="result-species"> · Advice for a {scan.species}</span>
          ) : null}
        </p>
      </div>
      {/* Phones: verdict, photo, steps. Wider: verdict and steps on the left, the photo beside them. */}
      <div className="grid gap-6 @2xl:grid-cols-2 @2xl:grid-rows-[auto_1fr] @2xl:items-start">
        <StatusCard
          scan={scan}
          headingAs={sub}
          onAskAVet={referralRequestFormId ? () => focusReferralForm(referralRequestFormId) : undefined}
        />
        {/* An unclear photo was not judged: no overlay, and the verdict's retake tips say it all, once. */}
        <ResultPhoto
          imageUrl={scan.imageUrl}
          mediumImageUrl={scan.mediumImageUrl}
          overlayUrl={isUnclear ? null : scan.overlayUrl}
          overlayLayers={overlayLayersOf(scan)}
          className="@2xl:col-start-2 @2xl:row-span-2 @2xl:row-start-1"
        />
        {steps.length > 0 ? <NextStepsList steps={steps} headingAs={sub} /> : null}
      </div>
      {isUnclear ? null : (
        <div className="grid gap-3">
          <Disclosure title="Why we think so" hint="What the analyser saw and the gum and tartar scores">
            <FindingsList findings={scan.findings} headingAs={sub} />
            <DentalIndices scan={scan} headingAs={sub} />
            <p className="text-sm text-muted-ink">
              Confidence {Math.round(scan.confidence * 100)}% is how sure the analyser is about what this
              photo shows. It is not a health score, and a photo can miss what a vet sees in an exam.
            </p>
          </Disclosure>
          <Disclosure
            title="More advice"
            hint={
              scan.products.length > 0 ? 'The advice in full and products that help' : 'The advice in full'
            }
          >
            <AdviceSection advice={scan.advice} title="The advice in full" headingAs={sub} />
            <ProductList products={scan.products} headingAs={sub} />
          </Disclosure>
        </div>
      )}
      {children}
      <footer className="grid gap-2 border-t border-line pt-4 text-xs text-muted-ink">
        <p className="text-sm text-ink">{SCREENING_DISCLAIMER}</p>
        <p>
          Analysed by {scan.analyser.name} {scan.analyser.version}
        </p>
      </footer>
      {onScanAnother ? (
        <Button size="lg" variant="outline" onClick={onScanAnother}>
          <RotateCcw aria-hidden="true" />
          Scan Another Image
        </Button>
      ) : null}
    </section>
  );
}
