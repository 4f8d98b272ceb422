import { Camera, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useRef } from 'react';
import type { CameraState } from '../../hooks/use-camera.ts';
import { Button } from '../ui/button.tsx';
import { Spinner } from '../ui/spinner.tsx';

interface CameraDialogProps {
  state: CameraState;
  videoRef: (element: HTMLVideoElement | null) => void;
  onCapture: () => void;
  onClose: () => void;
}

/**
 * The live camera as a modal: Radix traps focus, closes on Escape and returns focus
 * to the Take Photo button. Capture stays disabled until the feed is ready.
 */
export function CameraDialog({ state, videoRef, onCapture, onClose }: CameraDialogProps) {
  const isReady = state === 'ready';
  // Opened from code, not a Radix Trigger, so Radix has nothing to return focus to by itself.
  const returnFocus = useRef<Element | null>(null);
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
            const target = returnFocus.current;
            // After a capture the Take Photo button is gone (the preview replaced it); let focus rest.
            if (target instanceof HTMLElement && target.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
          className="fixed inset-x-3 top-1/2 z-50 mx-auto grid max-h-[calc(100dvh-1.5rem)] max-w-2xl -translate-y-1/2 gap-4 overflow-y-auto rounded-(--radius-card) bg-paper p-4 shadow-lift outline-none data-[state=open]:animate-fade-in sm:p-6"
        >
          <div className="flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="font-display text-xl font-bold">Take a photo</Dialog.Title>
              <Dialog.Description className="text-sm text-muted-ink">
                Lift your pet’s lip and fill the frame with the gums and teeth.
              </Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close camera">
                <X aria-hidden="true" />
              </Button>
            </Dialog.Close>
          </div>
          <div className="relative aspect-video overflow-hidden rounded-2xl bg-ink">
            <video
              ref={videoRef}
              autoPlay
              playsInline
              muted
              aria-label="Live camera preview"
              className="size-full object-cover"
            />
            {isReady ? null : (
              <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-white">
                <Spinner label="Starting camera…" className="[&_svg]:text-white" />
                <p aria-hidden="true" className="text-sm">
                  Starting camera…
                </p>
              </div>
            )}
          </div>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button variant="outline">Cancel</Button>
            </Dialog.Close>
            <Button onClick={onCapture} disabled={!isReady} variant="accent">
              <Camera aria-hidden="true" />
              Capture Photo
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
