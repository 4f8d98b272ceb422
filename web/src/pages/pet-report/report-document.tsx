import { PRODUCT_NAME } from '#common/brand.ts';
import {
  PET_EVENT_LABELS,
  type TPet,
  type TPetEventKind,
  type TReportScanSummary,
} from '#common/contracts/pets.ts';
import type { TReportScan } from '#common/contracts/vet-report-links.ts';
import { PetAvatar, petSummary } from '#web/components/pets/pet-avatar.tsx';
import { formatCalendarDate, formatDate } from '#web/lib/format-date.ts';
import { ReportScan } from './report-scan.tsx';
import { ReportScanTable } from './report-scan-table.tsx';

export type TReportPet = Pick<
  TPet,
  'name' | 'species' | 'breed' | 'birthDate' | 'isBirthDateEstimated' | 'ageYears' | 'photoUrl'
>;
type TReportEvent = { kind: TPetEventKind; occurredOn: string; note: string | null };

/** Why a card is on the report besides being recent. */
function cardMark(scanId: string, { firstScanId, worstScanId }: TReportScanSummary): string | null {
  if (scanId === firstScanId && scanId === worstScanId) return 'First scan, and the worst';
  if (scanId === firstScanId) return 'First scan';
  if (scanId === worstScanId) return 'Worst scan';
  return null;
}

/**
 * The vet report itself (one A4 page, two with a long table), as the owner prints it and as a vet opens it from a link
 * (web/src/pages/vet-report). It is a document that outlives the year it was made in, so every
 * date on it carries the year. `data-print-report` is what styles.css prints. On paper the report is
 * laid out as blocks, not a grid: Chromium let the section after a grid of unbreakable cards overlap
 * the cards it had pushed onto the next page.
 */
export function ReportDocument({
  pet,
  scans,
  events,
  generatedAt,
  summary,
}: {
  pet: TReportPet;
  scans: TReportScan[];
  events: TReportEvent[];
  generatedAt: string;
  summary: TReportScanSummary;
}) {
  const { otherScans, notShownCount } = summary;
  return (
    <div
      data-print-report
      className="grid gap-4 rounded-2xl border border-line bg-white p-5 sm:p-6 print:block print:space-y-3 print:border-0 print:p-0"
    >
      <div className="flex flex-wrap items-center gap-4">
        <PetAvatar pet={pet} className="size-16" />
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-extrabold">{pet.name}: dental screening report</h1>
          <p className="text-sm text-muted-ink">
            {petSummary(pet)}
            {pet.birthDate && !pet.isBirthDateEstimated ? ` · born ${formatCalendarDate(pet.birthDate)}` : ''}
          </p>
        </div>
        {/* Its own line on a phone, so the name keeps the width beside the photo. */}
        <p className="basis-full text-xs text-muted-ink sm:basis-auto sm:text-right">
          {PRODUCT_NAME}
          <br />
          Made <time dateTime={generatedAt}>{formatDate(generatedAt)}</time>
        </p>
      </div>
      <p className="rounded-lg bg-sand px-3 py-2 text-xs text-ink">
        Photo screenings by the owner’s phone, graded by {PRODUCT_NAME}’s colour analysis: gingival index on
        the Löe–Silness scale (0–3) and calculus index (0–3). A screening, not a diagnosis: a photo cannot
        stage periodontal disease.
      </p>
      <section className="grid gap-2">
        <h2 className="text-lg font-bold">Scans with photos ({scans.length})</h2>
        {scans.length === 0 ? (
          <p className="text-sm text-muted-ink">
            {otherScans.length === 0 ? 'No scans of this pet yet.' : 'No photo clear enough to grade yet.'}
          </p>
        ) : (
          <>
            <p className="text-sm text-muted-ink">
              The first graded scan, the worst one and the newest ones, newest first.
            </p>
            <div className="grid gap-2 md:grid-cols-2 print:grid-cols-3">
              {scans.map((scan) => (
                <ReportScan key={scan.id} scan={scan} mark={cardMark(scan.id, summary)} />
              ))}
            </div>
          </>
        )}
      </section>
      {otherScans.length > 0 || notShownCount > 0 ? (
        <section className="grid gap-2 break-inside-avoid">
          <h2 className="text-lg font-bold">Other scans in the last 12 months ({otherScans.length})</h2>
          {otherScans.length > 0 ? <ReportScanTable rows={otherScans} /> : null}
          {notShownCount > 0 ? (
            <p className="text-sm font-semibold">
              Older scans: {notShownCount}, not shown. The owner has them in the app.
            </p>
          ) : null}
        </section>
      ) : null}
      <section className="grid gap-2">
        <h2 className="text-lg font-bold">Cleanings and vet visits</h2>
        {events.length === 0 ? (
          <p className="text-sm text-muted-ink">None logged in the last two years.</p>
        ) : (
          <ul className="grid gap-1 text-sm">
            {events.map((event, index) => (
              <li key={`${event.occurredOn}-${event.kind}-${index}`}>
                <span className="font-semibold">{formatCalendarDate(event.occurredOn)}</span>:{' '}
                {PET_EVENT_LABELS[event.kind]}
                {event.note ? ` (${event.note})` : ''}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
