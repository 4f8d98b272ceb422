import type { ChangeEventHandler, MouseEventHandler, ReactNode, Ref } from 'react';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { ACCEPT_ATTRIBUTE } from './upload-rules.ts';

/** The `elementtiming` name of the scan buttons' text: `npm run lighthouse` times them from its paint. */
export const SCAN_BUTTON_TIMING = 'scan-button';

interface FileChoiceButtonProps {
  inputRef: Ref<HTMLInputElement>;
  variant: 'primary' | 'outline';
  icon: ReactNode;
  children: ReactNode;
  /** 'environment': phones open their camera app rather than the gallery. */
  capture?: 'environment';
  disabled: boolean;
  onChange: ChangeEventHandler<HTMLInputElement>;
  /** Runs before the browser opens its chooser; preventDefault keeps it closed (the live camera opens instead). */
  onClick?: MouseEventHandler<HTMLInputElement>;
  describedBy?: string;
  isPrimaryAction?: boolean;
  testId?: string;
}

/**
 * A scan button that is a real file input, laid transparent over the button's face: a tap opens the
 * phone's chooser the moment the server's HTML is painted, before any JavaScript has run, and React
 * reads the choice when it takes over (photo-picker.tsx). docs/performance.md#first-interaction says why.
 * The input is the control a keyboard and a screen reader reach; the label names it.
 */
export function FileChoiceButton({
  inputRef,
  variant,
  icon,
  children,
  capture,
  disabled,
  onChange,
  onClick,
  describedBy,
  isPrimaryAction = false,
  testId,
}: FileChoiceButtonProps) {
  return (
    <label
      className={cn(
        buttonVariants({ variant, size: 'lg' }),
        'relative cursor-pointer overflow-hidden',
        'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600',
        'has-disabled:cursor-not-allowed has-disabled:opacity-55',
      )}
    >
      <input
        ref={inputRef}
        type="file"
        accept={ACCEPT_ATTRIBUTE}
        capture={capture}
        disabled={disabled}
        onChange={onChange}
        onClick={onClick}
        aria-describedby={describedBy}
        data-primary-action={isPrimaryAction ? true : undefined}
        data-testid={testId}
        className="absolute inset-0 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
      />
      {icon}
      <span elementtiming={SCAN_BUTTON_TIMING}>{children}</span>
    </label>
  );
}
