import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';

interface SharedPhotoProps {
  imageUrl: string;
  overlayUrl: string | null;
}

/** The shared photo with the analyser's marks stacked on top; the toggle shows the photo plain. */
export function SharedPhoto({ imageUrl, overlayUrl }: SharedPhotoProps) {
  const [isOverlayShown, setOverlayShown] = useState(true);
  return (
    <figure className="grid gap-3">
      <div className="flex justify-center rounded-2xl bg-sand p-2">
        <div className="relative w-fit">
          <img
            src={imageUrl}
            alt="The pet’s mouth (gums and teeth) that was screened"
            className="block max-h-[26rem] max-w-full rounded-xl"
          />
          {overlayUrl && isOverlayShown ? (
            <img
              src={overlayUrl}
              alt="Areas the analyser marked; each one is described under What we saw"
              className="pointer-events-none absolute inset-0 size-full rounded-xl"
            />
          ) : null}
        </div>
      </div>
      {overlayUrl ? (
        <figcaption className="flex justify-end">
          <Button
            type="button"
            variant="subtle"
            size="sm"
            aria-pressed={isOverlayShown}
            onClick={() => setOverlayShown((shown) => !shown)}
          >
            {isOverlayShown ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
            {isOverlayShown ? 'Hide what we marked' : 'Show what we marked'}
          </Button>
        </figcaption>
      ) : null}
    </figure>
  );
}
