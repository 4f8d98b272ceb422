import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { type CSSProperties, useEffect } from 'react';
import { Toaster as Sonner, toast } from 'sonner';
import { NARROW_SCREEN_QUERY, useMediaQuery } from '#web/hooks/use-media-query.ts';
import { markToasterMounted } from '#web/hooks/use-toast.ts';
import { usePhoneToastsAtBottom } from './toast-placement.ts';

const ICONS = {
  info: <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />,
  success: <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-healthy" />,
  error: <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-urgent" />,
  close: <X aria-hidden="true" className="size-4" />,
};

/** The app's font (sonner sets its own) and the toast width (Tailwind's max-w-sm). */
const TOASTER_STYLE = { fontFamily: 'inherit', '--width': '24rem' } as CSSProperties;

const CLASS_NAMES = {
  toast:
    'pointer-events-auto flex w-full items-start gap-3 overflow-hidden rounded-2xl border p-4 pr-10 shadow-lift',
  info: 'border-line bg-white text-ink',
  success: 'border-healthy/30 bg-healthy-soft text-ink',
  error: 'border-urgent/30 bg-urgent-soft text-ink',
  content: 'grid gap-0.5',
  title: 'text-sm font-bold',
  description: 'text-sm text-muted-ink',
  closeButton:
    'absolute top-3 right-3 rounded-full p-1 text-muted-ink transition-colors hover:bg-black/5 hover:text-ink',
};

/**
 * Where toasts show; mount once near the root. The rules (docs/product-rules.md#notifications-toasts):
 * one at a time (use-toast.ts closes the previous one), 5 s, F8 focuses them, swipe right dismisses,
 * and a dismissed toast is removed once its exit animation has played.
 */
export function Toaster() {
  const isPhone = useMediaQuery(NARROW_SCREEN_QUERY);
  const isAtBottomOnPhone = usePhoneToastsAtBottom();
  const phonePosition = isAtBottomOnPhone ? 'bottom-center' : 'top-center';
  return (
    <>
      <Sonner
        // Top on phones, so a toast never hides a result's call to action (e.g. the emergency vet
        // search) at the bottom; the bottom where a page's controls are at the top (toast-placement.ts).
        position={isPhone ? phonePosition : 'bottom-right'}
        visibleToasts={1}
        duration={5000}
        hotkey={['F8']}
        swipeDirections={['right']}
        offset={16}
        mobileOffset={16}
        closeButton
        icons={ICONS}
        style={TOASTER_STYLE}
        toastOptions={{
          unstyled: true,
          closeButtonAriaLabel: 'Dismiss notification',
          classNames: CLASS_NAMES,
        }}
      />
      <ToasterMounted />
    </>
  );
}

/** After Sonner (sibling effects run in order), so sonner already listens when toasts are released. */
function ToasterMounted() {
  useEffect(() => markToasterMounted(toast), []);
  return null;
}
