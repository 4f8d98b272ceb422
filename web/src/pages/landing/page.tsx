import { useState } from 'react';
import { HydrateWhenVisible } from '#web/components/hydrate-when-visible.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { type ScanStep, ScanStepContext } from '#web/features/scan/flow/scan-step-context.ts';
import { lazyPage } from '#web/lib/lazy-page.ts';
import { BELOW_THE_HERO_SELECTOR } from './below-the-hero-marker.ts';
import { HeroSection } from './hero-section.tsx';

const BelowTheHero = lazyPage(() => import('./below-the-hero.tsx').then((module) => module.BelowTheHero));

/**
 * The guest landing page. The footer comes from the layout.
 * While the scanner shows a result, the result is the page: the marketing below it is
 * left out (on a phone it made the page some 12,000 px tall) and comes back with
 * 'Scan Another Image'.
 */
export function LandingPage() {
  const [scanStep, setScanStep] = useState<ScanStep>('upload');
  const isShowingResult = scanStep === 'results';
  return (
    <ScanStepContext.Provider value={setScanStep}>
      <PageTitle />
      <HeroSection />
      {isShowingResult ? null : (
        <HydrateWhenVisible selector={BELOW_THE_HERO_SELECTOR}>
          <BelowTheHero />
        </HydrateWhenVisible>
      )}
    </ScanStepContext.Provider>
  );
}
