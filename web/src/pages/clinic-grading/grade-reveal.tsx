import { useCallback, useId } from 'react';
import type { TGradeResult, TGradingScan } from '#common/contracts/clinic-grading.ts';
import { overlayLayersOf } from '#common/overlay-legend.ts';
import { STATUS_META, severityLabel, toneFor } from '#web/components/scan/scan-status.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { DentalIndices } from '#web/features/scan/result/dental-indices.tsx';
import { FindingsList } from '#web/features/scan/result/findings-list.tsx';
import { ResultPhoto } from '#web/features/scan/result/result-photo.tsx';
import { GradeComparison } from './grade-comparison.tsx';

const GRADED_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/**
 * After the vet saved their grade, and only then: the analyser's reading of the same photo (status,
 * indices with their chance in words, findings, the photo with its overlay) beside the vet's grade
 * (docs/product-rules.md#vet-grading-and-consent). It never moves on by itself: "Next photo" does.
 * `isJustSaved` moves focus to its heading, so a keyboard or screen reader user lands on the reading.
 */
export function GradeReveal({
  scan,
  result,
  isJustSaved,
  onNext,
}: {
  scan: TGradingScan;
  result: TGradeResult;
  isJustSaved: boolean;
  onNext: () => void;
}) {
  const headingId = useId();
  const { analyser, grade } = result;
  const focusHeading = useCallback(
    (heading: HTMLHeadingElement | null) => {
      if (heading && isJustSaved) heading.focus();
    },
    [isJustSaved],
  );
  const pet = scan.species ?? 'pet';
  return (
    <section aria-labelledby={headingId} className="grid gap-5">
      <div className="grid gap-1">
        <h3 id={headingId} ref={focusHeading} tabIndex={-1} className="text-xl font-bold outline-none">
          The analyser’s reading
        </h3>
        <p className="text-sm text-muted-ink">
          You graded this photo on {GRADED_DATE.format(new Date(grade.createdAt))}. A saved grade cannot be
          changed.
        </p>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <ResultPhoto
          imageUrl={scan.imageUrl}
          mediumImageUrl={scan.mediumImageUrl}
          overlayUrl={analyser.overlayUrl}
          overlayLayers={overlayLayersOf(analyser)}
          photoAlt={`The ${pet}’s mouth you graded`}
        />
        <div className="grid content-start gap-5">
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span className="font-semibold">The analyser said</span>
            <Badge tone={toneFor(analyser)}>{STATUS_META[analyser.status].label}</Badge>
            <span>{severityLabel(analyser)}</span>
          </div>
          <GradeComparison result={result} />
          <DentalIndices scan={analyser} headingAs="h4" />
          <FindingsList findings={analyser.findings} headingAs="h4" />
        </div>
      </div>
      <Button className="justify-self-start" onClick={onNext}>
        Next photo
      </Button>
    </section>
  );
}
