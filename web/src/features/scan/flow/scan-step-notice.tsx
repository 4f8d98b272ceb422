import { Info } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * Why the scanner is back on the choose step when the address named another one: a reload
 * keeps the step but not the photo, and a result id may no longer open
 * (docs/product-rules.md#guided-capture).
 */
export function ScanStepNotice({ children }: { children: ReactNode }) {
  return (
    <p
      role="status"
      className="mb-5 flex items-start gap-2 rounded-2xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-ink"
    >
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
      <span>{children}</span>
    </p>
  );
}
