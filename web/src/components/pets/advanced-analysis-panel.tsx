import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { TScanResult } from '#common/contracts/scans.ts';
import { advancedAnalysisQuery } from '#web/api/pets.queries.ts';
import { STATUS_META } from '#web/components/scan/scan-status.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { DetailedAnalysis } from './detailed-analysis.tsx';

const SEVERITY_WORDS = {
  normal: 'not urgent',
  concerning: 'worth a vet check soon',
  urgent: 'urgent: see a vet now',
};

/** Plus: the vision model's second opinion beside ours, or (with no model configured) our analysis in full. */
export function AdvancedAnalysisPanel({ scan }: { scan: TScanResult }) {
  const headingId = useId();
  const { data, isError } = useQuery(advancedAnalysisQuery(scan.id));
  const opinion = data?.secondOpinion;
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-3 rounded-2xl border border-line bg-white p-4 sm:p-5"
    >
      <h3 id={headingId} className="text-lg font-bold">
        {data?.mode === 'second_opinion' ? 'Second opinion' : 'Detailed analysis'}
      </h3>
      {isError ? <p className="text-sm text-muted-ink">The detailed analysis could not be loaded.</p> : null}
      {!data && !isError ? <Spinner label="Loading the detailed analysis…" /> : null}
      {data?.mode === 'detailed' ? <DetailedAnalysis scan={scan} readings={data.readings} /> : null}
      {data?.mode === 'second_opinion' && opinion?.state === 'pending' ? (
        <p className="flex items-center gap-2 text-sm text-muted-ink" aria-live="polite">
          <Spinner label="" /> A second opinion from a vision model ({opinion.model}) is on its way; it
          appears here by itself.
        </p>
      ) : null}
      {data?.mode === 'second_opinion' && (opinion?.state === 'failed' || !opinion) ? (
        <p className="text-sm text-muted-ink">
          No second opinion could be made for this photo. Our own result above stands.
        </p>
      ) : null}
      {opinion?.state === 'ready' && opinion.report ? (
        <div className="grid gap-3 text-sm" aria-live="polite">
          <p>
            <span className="font-semibold">{opinion.model}</span> says:{' '}
            <span className="font-semibold">{STATUS_META[opinion.report.status].label}</span>,{' '}
            {SEVERITY_WORDS[opinion.report.severity]}. Gum index{' '}
            {opinion.report.gingivalIndex ?? 'not graded'}, tartar index{' '}
            {opinion.report.calculusIndex ?? 'not graded'}.
          </p>
          <p className="text-muted-ink">{opinion.report.summary}</p>
          {opinion.report.findings.length > 0 ? (
            <ul className="list-disc pl-5 text-muted-ink">
              {opinion.report.findings.map((finding) => (
                <li key={finding}>{finding}</li>
              ))}
            </ul>
          ) : null}
          {opinion.disagreements.length > 0 ? (
            <div className="rounded-xl border border-inflamed/30 bg-inflamed-soft p-3">
              <p className="font-semibold text-ink">The two analyses disagree</p>
              <ul className="mt-1 list-disc pl-5 text-ink">
                {opinion.disagreements.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </div>
          ) : (
            <p className="font-semibold text-healthy">Both analyses agree.</p>
          )}
          <p className="font-semibold">
            Urgency to act on: {SEVERITY_WORDS[data?.shownSeverity ?? scan.severity]}.
          </p>
        </div>
      ) : null}
    </section>
  );
}
