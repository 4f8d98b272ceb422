import { Stethoscope } from 'lucide-react';
import { Link } from 'react-router';
import type { TScanResult } from '#common/contracts/scans.ts';
import { cn } from '../../lib/cn.ts';
import { Button } from '../ui/button.tsx';
import { STATUS_META, severityLabel, TONE_SURFACE, toneFor } from './scan-status.ts';

type StatusCardProps = {
  scan: Pick<TScanResult, 'status' | 'severity' | 'confidence' | 'quality'>;
  className?: string;
};

/** Status, severity and honest confidence; urgent results lead with the call to see a vet. */
export function StatusCard({ scan, className }: StatusCardProps) {
  const meta = STATUS_META[scan.status];
  const tone = toneFor(scan);
  const Icon = meta.icon;
  const percent = Math.round(scan.confidence * 100);
  const isUnclear = scan.status === 'unclear';
  return (
    <div
      data-testid="scan-status-card"
      className={cn('grid gap-3 rounded-2xl border-2 p-4 sm:p-5', TONE_SURFACE[tone], className)}
    >
      <div className="flex items-start gap-3">
        <Icon aria-hidden="true" className="mt-0.5 size-7 shrink-0" />
        <div className="grid gap-0.5">
          <p className="font-display text-xl font-extrabold">{meta.label}</p>
          <p className="text-sm font-semibold">{severityLabel(scan)}</p>
        </div>
      </div>
      {scan.severity === 'urgent' ? (
        <div className="grid gap-2 rounded-xl bg-white/80 p-3 text-ink">
          <p className="text-sm">
            Pale, blue-grey or yellow gums, or signs of infection, can mean a problem beyond the mouth. Call a
            vet today; if your pet is weak or struggling to breathe, go to an emergency clinic.
          </p>
          <Button asChild variant="accent" size="lg" className="bg-urgent hover:bg-urgent/90">
            <Link to="/find-vets">
              <Stethoscope aria-hidden="true" />
              See a vet now
            </Link>
          </Button>
        </div>
      ) : null}
      {isUnclear && scan.quality.tips.length > 0 ? (
        <div className="rounded-xl bg-white/80 p-3 text-ink">
          <p className="text-sm">This photo did not use up a scan.</p>
          <p className="mt-2 text-sm font-semibold">For a clearer photo:</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm">
            {scan.quality.tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="text-sm text-ink">
        <span className="font-semibold">Confidence: {percent}%</span>
        <span className="text-muted-ink">
          {' '}
          · how sure the analyser is about what this photo shows. It is not a health score, and a photo can
          miss what a vet sees in an exam.
        </span>
      </p>
    </div>
  );
}
