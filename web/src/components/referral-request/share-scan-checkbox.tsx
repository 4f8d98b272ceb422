import type { InputHTMLAttributes } from 'react';
import { cn } from '#web/lib/cn.ts';

/**
 * "Share this scan with the clinic" on a referral with a scan: off unless ticked
 * (docs/product-rules.md#vet-referral-requests). The line under it says what the clinic sees.
 */
export function ShareScanCheckbox({
  id,
  className,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { id: string }) {
  return (
    <div className={cn('grid gap-1 text-sm', className)}>
      <label htmlFor={id} className="flex items-start gap-2 font-semibold">
        <input
          id={id}
          type="checkbox"
          aria-describedby={`${id}-what`}
          className="mt-0.5 size-4 shrink-0 accent-brand-700"
          {...props}
        />
        Share this scan with the clinic
      </label>
      <p id={`${id}-what`} className="pl-6 text-muted-ink">
        The clinic we refer you to will see this photo, what the analyser marked on it and its findings. Left
        unticked, they see only what you type here.
      </p>
    </div>
  );
}
