import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';

export const badgeVariants = cva(
  'inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold [&_svg]:size-3.5',
  {
    variants: {
      tone: {
        brand: 'bg-brand-100 text-brand-800',
        coral: 'bg-coral-100 text-coral-800',
        healthy: 'bg-healthy-soft text-healthy',
        inflamed: 'bg-inflamed-soft text-inflamed',
        urgent: 'bg-urgent-soft text-urgent',
        neutral: 'bg-neutral-soft text-neutral',
      },
    },
    defaultVariants: { tone: 'brand' },
  },
);

export type BadgeProps = ComponentProps<'span'> & VariantProps<typeof badgeVariants>;

export function Badge({ className, tone, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ tone }), className)} {...props} />;
}
