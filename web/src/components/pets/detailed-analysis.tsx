import type { TGradeReading } from '#common/contracts/pets.ts';
import type { TScanResult } from '#common/contracts/scans.ts';
import { FINDING_LEVEL_TONE } from '#web/components/scan/scan-status.ts';
import { Badge } from '#web/components/ui/badge.tsx';

const LEVEL_LABEL = { info: 'Note', mild: 'Mild', moderate: 'Moderate', severe: 'Severe' } as const;

/**
 * Our own analysis in full, for Plus without a vision model: every finding numbered on the photo
 * (its box where the analyser located it), each grade with the scale it is read on, the
 * confidence and the photo checks. It shows what the analyser measured, nothing more, in an owner's
 * words: the vets' names for the scales (Löe–Silness, calculus index) stay on the vet report.
 */
export function DetailedAnalysis({
  scan,
  readings,
}: {
  scan: TScanResult;
  readings: TGradeReading[] | null;
}) {
  const located = scan.findings.filter((finding) => finding.region);
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-ink">
        Everything our photo analysis found, where it found it, and what each grade is read from. It is the
        same analysis as above, in full; it is a screening, not a diagnosis.
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        <div className="relative w-fit self-start justify-self-center">
          <img
            src={scan.imageUrl}
            alt="Your pet’s mouth with each finding numbered"
            className="block max-h-80 max-w-full rounded-xl"
          />
          {located.map((finding, index) =>
            finding.region ? (
              <span
                key={`${finding.code}-${finding.where}`}
                aria-hidden="true"
                className="absolute rounded-md border-2 border-coral-600"
                style={{
                  left: `${finding.region.x * 100}%`,
                  top: `${finding.region.y * 100}%`,
                  width: `${finding.region.width * 100}%`,
                  height: `${finding.region.height * 100}%`,
                }}
              >
                <span className="absolute -top-3 -left-3 flex size-6 items-center justify-center rounded-full bg-coral-700 text-xs font-bold text-white">
                  {index + 1}
                </span>
              </span>
            ) : null,
          )}
        </div>
        <dl className="grid content-start gap-3 text-sm">
          <div>
            <dt className="font-semibold">Gum inflammation (gum index, 0 to 3)</dt>
            <dd className="text-muted-ink">
              {scan.gingivalIndex ?? 'not graded'}: read from the redness of the gum along the teeth, compared
              with gum further away.
            </dd>
          </div>
          <div>
            <dt className="font-semibold">Tartar (tartar index, 0 to 3)</dt>
            <dd className="text-muted-ink">
              {scan.calculusIndex ?? 'not graded'}: read from the share of visible tooth surface that is
              yellow-brown, weighted towards the band next to the gum line.
            </dd>
          </div>
          <div>
            <dt className="font-semibold">Confidence</dt>
            <dd className="text-muted-ink">
              {Math.round(scan.confidence * 100)}% ({scan.analyser.name} {scan.analyser.version})
            </dd>
          </div>
          <div>
            <dt className="font-semibold">Photo checks</dt>
            <dd className="text-muted-ink">
              {scan.quality.isUsable
                ? 'Passed: light, sharpness and framing were good enough.'
                : scan.quality.tips.join(' ')}
            </dd>
          </div>
        </dl>
      </div>
      {readings ? (
        <section className="grid gap-2">
          <h4 className="font-semibold">The readings behind each grade</h4>
          <p className="text-sm text-muted-ink">
            What each reading means for this photo; the measured number and how it is read follow in small
            print.
          </p>
          <dl className="grid gap-2 sm:grid-cols-2">
            {readings.map((reading) => (
              <div
                key={reading.label}
                className="grid content-start gap-1 rounded-xl border border-line bg-white p-3 text-sm"
              >
                <dt className="font-semibold">{reading.label}</dt>
                <dd className="text-ink">{reading.meaning}</dd>
                <dd className="text-muted-ink">{reading.explains}</dd>
                <dd className="border-line border-t pt-1 text-muted-ink text-xs">
                  Measured <span className="font-mono text-ink">{reading.value}</span> · {reading.technical}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      <ol className="grid gap-2">
        {scan.findings.map((finding) => {
          const number = located.indexOf(finding) + 1;
          return (
            <li
              key={`${finding.code}-${finding.where}`}
              className="flex items-start justify-between gap-3 rounded-xl border border-line bg-white p-3 text-sm"
            >
              <span>
                {number > 0 ? <span className="mr-2 font-bold text-coral-700">{number}.</span> : null}
                <span className="font-semibold">{finding.label}</span>
                <span className="block text-muted-ink">{finding.where}</span>
              </span>
              <Badge tone={FINDING_LEVEL_TONE[finding.level]}>{LEVEL_LABEL[finding.level]}</Badge>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
