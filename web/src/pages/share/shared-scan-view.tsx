import { CalendarDays, Stethoscope } from 'lucide-react';
import type { TSharedScan } from '#common/contracts/share.ts';
import { overlayLayersOf } from '#common/overlay-legend.ts';
import { LocalDate } from '#web/components/local-date.tsx';
import { SCREENING_DISCLAIMER } from '#web/components/scan/scan-copy.ts';
import { Card } from '#web/components/ui/card.tsx';
import { AdviceSection } from '#web/features/scan/result/advice-section.tsx';
import { FindingsList } from '#web/features/scan/result/findings-list.tsx';
import { ProductList } from '#web/features/scan/result/product-list.tsx';
import { ResultPhoto } from '#web/features/scan/result/result-photo.tsx';
import { useStagedReveal } from '#web/hooks/use-staged-reveal.ts';
import { SharedScanCta } from './shared-scan-cta.tsx';
import { SharedStatus } from './shared-status.tsx';

/**
 * What a stranger with the link sees: the result only, nothing about its owner. The photo (the
 * page's largest paint) and the status render first; the findings, advice and products below them
 * one task later, so the photo does not wait for the longest render of the page
 * (docs/performance.md#lighthouse).
 */
export function SharedScanView({ scan }: { scan: TSharedScan }) {
  const isDetailShown = useStagedReveal(1) === 1;
  return (
    <article className="mx-auto grid max-w-5xl gap-8 px-4 py-8 sm:px-6 sm:py-12">
      <header className="grid gap-2">
        <p className="text-sm font-bold tracking-wider text-coral-700 uppercase">Shared dental screening</p>
        <h1 className="text-3xl font-extrabold sm:text-4xl">A pet’s dental scan result</h1>
        <p className="flex items-center gap-2 text-muted-ink">
          <CalendarDays aria-hidden="true" className="size-4" />
          <span>
            Scanned on <LocalDate iso={scan.createdAt} />
          </span>
        </p>
      </header>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <ResultPhoto
          imageUrl={scan.imageUrl}
          mediumImageUrl={scan.mediumImageUrl}
          overlayUrl={scan.overlayUrl}
          overlayLayers={overlayLayersOf(scan)}
          photoAlt="The pet’s mouth (gums and teeth) that was screened"
        />
        <div className="grid gap-6">
          <SharedStatus scan={scan} />
          {isDetailShown && (
            <>
              <Card className="grid gap-6 p-5 sm:p-6">
                {/* h2 under the page's h1: the card's sections are the page's own. */}
                <FindingsList findings={scan.findings} headingAs="h2" />
                <AdviceSection advice={scan.advice} headingAs="h2" />
                <ProductList products={scan.products} headingAs="h2" />
              </Card>
              <p className="flex items-start gap-2 rounded-2xl bg-sand px-4 py-3 text-sm text-ink">
                <Stethoscope aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                {SCREENING_DISCLAIMER}
              </p>
            </>
          )}
        </div>
      </div>
      {isDetailShown && <SharedScanCta />}
    </article>
  );
}
