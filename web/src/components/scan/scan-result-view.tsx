import { RotateCcw } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import type { TScanResult } from '#common/contracts/scans.ts';
import { cn } from '../../lib/cn.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { Button } from '../ui/button.tsx';
import { AdviceSection } from './advice-section.tsx';
import { DentalIndices } from './dental-indices.tsx';
import { FindingsList } from './findings-list.tsx';
import { ProductList } from './product-list.tsx';
import { ResultPhoto } from './result-photo.tsx';
import { SCREENING_DISCLAIMER } from './scan-copy.ts';
import { StatusCard } from './status-card.tsx';

interface ScanResultViewProps {
  scan: TScanResult;
  /** Shows 'Scan Another Image'; omit it where a new scan makes no sense (a saved scan's page). */
  onScanAnother?: () => void;
  /** Rendered under the advice and products: share card, vet waitlist, guest signup prompt. */
  children?: ReactNode;
  /** Move focus to the heading on mount, so keyboard and screen-reader users land on the new result. */
  shouldFocusHeading?: boolean;
  /** Heading text and level: a section of the scanner (h2), or the page itself on /scans/:id (h1). */
  title?: string;
  titleAs?: 'h1' | 'h2';
  className?: string;
}

export function ScanResultView({
  scan,
  onScanAnother,
  children,
  shouldFocusHeading = false,
  title = 'Your scan results',
  titleAs: Heading = 'h2',
  className,
}: ScanResultViewProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const isUnclear = scan.status === 'unclear';
  const headingId = useId();

  useEffect(() => {
    if (shouldFocusHeading) headingRef.current?.focus();
  }, [shouldFocusHeading]);

  return (
    <section aria-labelledby={headingId} className={cn('grid gap-6', className)}>
      <div className="grid gap-0.5">
        <Heading
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-extrabold outline-none"
        >
          {title}
        </Heading>
        <p className="text-sm text-muted-ink">
          Scanned <time dateTime={scan.createdAt}>{formatDateTime(scan.createdAt)}</time>
        </p>
      </div>
      {/* An unclear photo was not judged: the status card's retake tips say it all, once. */}
      <ResultPhoto imageUrl={scan.imageUrl} overlayUrl={isUnclear ? null : scan.overlayUrl} />
      <StatusCard scan={scan} />
      {isUnclear ? null : (
        <>
          <FindingsList findings={scan.findings} />
          <DentalIndices scan={scan} />
          <AdviceSection advice={scan.advice} />
          <ProductList products={scan.products} />
        </>
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
