import { Switch } from 'radix-ui';
import { useId } from 'react';

interface OverlaySwitchProps {
  isOn: boolean;
  onChange: (isOn: boolean) => void;
}

/** 'Show what we saw': the one control for the analyser's marks, on results and shared results alike. */
export function OverlaySwitch({ isOn, onChange }: OverlaySwitchProps) {
  const switchId = useId();
  return (
    <div className="flex items-center justify-between gap-3 text-sm">
      <label htmlFor={switchId} className="font-semibold text-ink">
        Show what we saw
      </label>
      <Switch.Root
        id={switchId}
        checked={isOn}
        onCheckedChange={onChange}
        className="relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-muted-ink/40 transition-colors data-[state=checked]:bg-brand-700"
      >
        <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
      </Switch.Root>
    </div>
  );
}
