import { ToggleGroup } from 'radix-ui';
import { type BillingInterval, YEARLY_SAVING_PERCENT } from '#common/plans.ts';
import { cn } from '#web/lib/cn.ts';

interface BillingToggleProps {
  value: BillingInterval;
  onChange: (value: BillingInterval) => void;
}

const itemClass =
  'rounded-full px-4 py-2 text-sm font-semibold text-muted-ink transition-colors hover:text-ink data-[state=on]:bg-white data-[state=on]:text-brand-800 data-[state=on]:shadow-sm';

export function BillingToggle({ value, onChange }: BillingToggleProps) {
  return (
    <ToggleGroup.Root
      type="single"
      value={value}
      // Radix reports '' when the pressed item is clicked again; keep the current choice then.
      onValueChange={(next) => (next ? onChange(next as BillingInterval) : undefined)}
      aria-label="Billing period"
      className={cn('inline-flex rounded-full bg-sand p-1')}
    >
      <ToggleGroup.Item value="monthly" className={itemClass}>
        Monthly
      </ToggleGroup.Item>
      <ToggleGroup.Item value="yearly" className={itemClass}>
        Yearly <span className="text-coral-700">(save {YEARLY_SAVING_PERCENT}%)</span>
      </ToggleGroup.Item>
    </ToggleGroup.Root>
  );
}
