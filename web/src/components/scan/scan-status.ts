import { CircleCheck, CircleHelp, type LucideIcon, OctagonAlert, TriangleAlert } from 'lucide-react';
import type { TFinding, TScanResult, TScanStatus } from '#common/contracts/scans.ts';
import { GUM_STATUS_WORDING, isUncertainVerdict, type TStatusTone } from '#common/gum-status-wording.ts';

export type StatusTone = TStatusTone;

interface StatusMeta {
  label: string;
  tone: StatusTone;
  icon: LucideIcon;
}

/** One icon per colour, so a colour-blind reader gets the same meaning from the shape. */
const TONE_ICON: Record<StatusTone, LucideIcon> = {
  healthy: CircleCheck,
  inflamed: TriangleAlert,
  urgent: OctagonAlert,
  neutral: CircleHelp,
};

function statusMeta(status: TScanStatus): StatusMeta {
  const { label, tone } = GUM_STATUS_WORDING[status];
  return { label, tone, icon: TONE_ICON[tone] };
}

/**
 * Label and colour come from the one wording table (common/gum-status-wording.ts); green, amber and
 * red keep one meaning across the app (styles.css status colours).
 */
export const STATUS_META: Record<TScanStatus, StatusMeta> = {
  healthy: statusMeta('healthy'),
  inflamed: statusMeta('inflamed'),
  tartar: statusMeta('tartar'),
  pale: statusMeta('pale'),
  infection: statusMeta('infection'),
  unclear: statusMeta('unclear'),
};

/**
 * The one-line verdict under the status. It reads the status too, so a tartar
 * or mildly red result never says 'no sign of concern', and an unclear photo
 * never sounds like a judgement.
 */
export function severityLabel(
  scan: Pick<TScanResult, 'status' | 'severity'> & { findings?: readonly Pick<TFinding, 'code'>[] },
): string {
  if (scan.status === 'unclear') return 'Nothing judged: please retake the photo';
  if (isUncertainVerdict(scan.findings)) return 'Not sure from this photo: retake it, or ask your vet';
  if (scan.severity === 'urgent') return 'Urgent: see a vet now';
  if (scan.severity === 'concerning') return 'Worth a vet check soon';
  return scan.status === 'healthy' ? 'No sign of concern' : 'Not urgent: mention it at your next vet visit';
}

/** An urgent severity always reads red, whatever the status; an uncertain verdict reads neutral grey. */
export function toneFor(
  scan: Pick<TScanResult, 'status' | 'severity'> & { findings?: readonly Pick<TFinding, 'code'>[] },
): StatusTone {
  if (scan.severity === 'urgent') return 'urgent';
  return isUncertainVerdict(scan.findings) ? 'neutral' : STATUS_META[scan.status].tone;
}

export const FINDING_LEVEL_TONE: Record<TFinding['level'], StatusTone> = {
  info: 'neutral',
  mild: 'inflamed',
  moderate: 'inflamed',
  severe: 'urgent',
};

/** Card surfaces per tone: border, background and accent text. */
export const TONE_SURFACE: Record<StatusTone, string> = {
  healthy: 'border-healthy/30 bg-healthy-soft text-healthy',
  inflamed: 'border-inflamed/30 bg-inflamed-soft text-inflamed',
  urgent: 'border-urgent/40 bg-urgent-soft text-urgent',
  neutral: 'border-line bg-neutral-soft text-neutral',
};

/**
 * Confidence in words an owner reads at a glance. The analyser never goes above 0.85
 * (server/analysis/analyse-pixels.ts), so 'certain' is never on offer.
 */
export function confidenceWords(confidence: number): string {
  if (confidence >= 0.6) return 'Fairly confident';
  if (confidence >= 0.4) return 'Somewhat sure';
  return 'Not very sure';
}
