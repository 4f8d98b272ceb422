import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '#web/components/ui/card.tsx';

export function StatCard({
  label,
  value,
  icon: Icon,
  children,
}: {
  label: string;
  value: string | number;
  icon: LucideIcon;
  /** Under the number: what needs the admin's attention here, if anything. */
  children?: ReactNode;
}) {
  return (
    <Card className="flex items-center gap-4 p-5">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div>
        <p className="text-sm font-semibold text-muted-ink">{label}</p>
        <p className="font-display text-2xl font-extrabold text-ink">{value}</p>
        {children}
      </div>
    </Card>
  );
}
