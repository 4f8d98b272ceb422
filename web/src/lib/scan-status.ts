import type { TScanStatus, TSeverity } from '#common/contracts/scans.ts';

export type StatusTone = 'healthy' | 'inflamed' | 'urgent' | 'neutral';

const STATUS_LABELS: Record<TScanStatus, string> = {
  healthy: 'Healthy gums',
  inflamed: 'Inflamed gums',
  pale: 'Pale gums',
  infection: 'Possible infection',
  tartar: 'Tartar build-up',
  unclear: 'Photo unclear',
};

export function statusLabel(status: TScanStatus): string {
  return STATUS_LABELS[status] ?? 'Result';
}

/** Colour follows severity, so an urgent result is red whatever its status name. */
export function statusTone(status: TScanStatus, severity: TSeverity): StatusTone {
  if (status === 'unclear') return 'neutral';
  if (severity === 'urgent') return 'urgent';
  if (severity === 'concerning') return 'inflamed';
  return status === 'healthy' ? 'healthy' : 'neutral';
}
