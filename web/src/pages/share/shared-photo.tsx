import { useState } from 'react';
import { OverlaySwitch } from '../../components/scan/overlay-switch.tsx';

interface SharedPhotoProps {
  imageUrl: string;
  overlayUrl: string | null;
}

/** The shared photo with the analyser's marks stacked on top; the same switch as a result shows the photo plain. */
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
      {overlayUrl ? <OverlaySwitch isOn={isOverlayShown} onChange={setOverlayShown} /> : null}
    </figure>
  );
}
