import { cn } from '#web/lib/cn.ts';

/**
 * A grey block standing in for content that has not arrived. It pulses gently, and holds still for a
 * reader who asks for reduced motion.
 */
export function SkeletonBlock({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-pulse rounded-xl bg-line/70 motion-reduce:animate-none', className)}
    />
  );
}
