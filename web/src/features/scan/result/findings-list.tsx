import { useId } from 'react';
import type { TFinding } from '#common/contracts/scans.ts';
import { FINDING_LEVEL_TONE } from '#web/components/scan/scan-status.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import type { SubHeading } from './heading-level.ts';

const LEVEL_LABEL: Record<TFinding['level'], string> = {
  info: 'Note',
  mild: 'Mild',
  moderate: 'Moderate',
  severe: 'Severe',
};

export function FindingsList({
  findings,
  headingAs: Heading = 'h3',
}: {
  findings: TFinding[];
  headingAs?: SubHeading;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <Heading id={headingId} className="text-base font-bold">
        What we saw
      </Heading>
      {findings.length === 0 ? (
        <p className="text-sm text-muted-ink">Nothing of note in this photo.</p>
      ) : (
        <ul className="grid gap-2">
          {findings.map((finding) => (
            <li
              key={`${finding.code}-${finding.where}`}
              className="flex items-start justify-between gap-3 rounded-xl border border-line bg-white p-3"
            >
              <div className="grid gap-0.5">
                <p className="text-sm font-semibold text-ink">{finding.label}</p>
                <p className="text-sm text-muted-ink">{finding.where}</p>
              </div>
              <Badge tone={FINDING_LEVEL_TONE[finding.level]} className="shrink-0">
                {LEVEL_LABEL[finding.level]}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
