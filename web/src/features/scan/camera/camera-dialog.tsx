import { Camera, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useCallback, useRef, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useLivePhotoCheck } from '#web/features/scan/photo-check/use-live-photo-check.ts';
import type { CameraState } from '#web/hooks/use-camera.ts';
import { FramingGuide } from './framing-guide.tsx';
import { guideColourOf, LiveAdvice } from './live-advice.tsx';

interface CameraDialogProps {
  state: CameraState;
  videoRef: (element: HTMLVideoElement | null) => void;
  onCapture: () => void;
  onClose: () => void;
}

export const CAMERA_HINT =
  'Lift the lip; from the side, show the canine, back teeth and gum line, in daylight';

/**
 * The live camera as a modal: full screen on a phone, a framed box on wider screens. Radix
 * traps focus, closes on Escape and returns focus to the Take Photo button. Capture stays
 * disabled until the feed is ready; a guide shows where the gum line should sit, and the photo
 * check says, live, what to fix (docs/product-rules.md#live-photo-check).
 */
export function CameraDialog({ state, videoRef, onCapture, onClose }: CameraDialogProps) {
  const isReady = state === 'ready';
  // Opened from code, not a Radix Trigger, so Radix has nothing to return focus to by itself.
  const returnFocus = useRef<Element | null>(null);
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const attachVideo = useCallback(
    (element: HTMLVideoElement | null) => {
      videoRef(element);
      setVideo(element);
    },
    [videoRef],
  );
  const check = useLivePhotoCheck(video, { isOpen: state !== 'closed', isPlaying: isReady });
  return (
    <Dialog.Root
      open={state !== 'closed'}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/70 backdrop-blur-[2px] data-[state=open]:animate-fade-in" />
        <Dialog.Content
          onOpenAutoFocus={() => {
            returnFocus.current = document.activeElement;
          }}
          onCloseAutoFocus={(event) => {
            // Never let Radix drop focus on the body: after a capture the Take Photo button is
            // gone and the scanner moves focus to the preview's button itself.
            event.preventDefault();
            const target = returnFocus.current;
            if (target instanceof HTMLElement && target.isConnected) target.focus();
          }}
          className="fixed inset-0 z-50 flex flex-col gap-3 bg-paper p-3 outline-none data-[state=open]:animate-fade-in sm:inset-x-3 sm:inset-y-auto sm:top-1/2 sm:mx-auto sm:max-h-[calc(100dvh-1.5rem)] sm:max-w-2xl sm:-translate-y-1/2 sm:gap-4 sm:overflow-y-auto sm:rounded-(--radius-card) sm:p-6 sm:shadow-lift"
        >
          <div className="flex items-center justify-between gap-4">
            <Dialog.Title className="font-display text-xl font-bold">Take a photo</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close camera">
                <X aria-hidden="true" />
              </Button>
            </Dialog.Close>
          </div>
          <div className="relative min-h-0 flex-1 overflow-hidden rounded-2xl bg-ink sm:aspect-video sm:flex-none">
            <video
              ref={attachVideo}
              autoPlay
              playsInline
              muted
              aria-label="Live camera preview"
              className="size-full object-cover"
            />
            {isReady ? (
              <>
                <FramingGuide className={guideColourOf(check)} />
                <LiveAdvice check={check} />
              </>
            ) : (
              <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-white">
                <Spinner label="Starting camera…" className="[&_svg]:text-white" />
                <p aria-hidden="true" className="text-sm">
                  Starting camera…
                </p>
              </div>
            )}
            <Dialog.Description className="absolute inset-x-3 bottom-3 rounded-xl bg-ink/80 px-3 py-2 text-center text-sm font-semibold text-white">
              {CAMERA_HINT}
            </Dialog.Description>
          </div>
          <div className="grid grid-cols-2 gap-3 sm:flex sm:justify-end">
            <Dialog.Close asChild>
              <Button variant="outline" size="lg">
                Cancel
              </Button>
            </Dialog.Close>
            <Button onClick={onCapture} disabled={!isReady} variant="accent" size="lg">
              <Camera aria-hidden="true" />
              Capture Photo
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
