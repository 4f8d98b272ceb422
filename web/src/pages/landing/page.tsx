import { useState } from 'react';
import { useLocation } from 'react-router';
import { PageTitle } from '#web/components/page-title.tsx';
import { type ScanStep, ScanStepContext } from '#web/features/scan/flow/scan-step-context.ts';
import { useStagedReveal } from '#web/hooks/use-staged-reveal.ts';
import { FinalCtaSection } from './final-cta-section.tsx';
import { FreeServiceSection } from './free-service-section.tsx';
import { GuidanceSection } from './guidance-section.tsx';
import { HeroSection } from './hero-section.tsx';
import { HowItWorksSection } from './how-it-works-section.tsx';
import { StatsSection } from './stats-section.tsx';
import { TrustSection } from './trust-section.tsx';
import { VetPartnerBanner } from './vet-partner-banner.tsx';

/** Below the hero, in page order: rendered a section per task after the hero has painted. */
const SECTIONS_BELOW_THE_HERO = [
  ['stats', StatsSection],
  ['how-it-works', HowItWorksSection],
  ['trust', TrustSection],
  ['guidance', GuidanceSection],
  ['free-service', FreeServiceSection],
  ['final-cta', FinalCtaSection],
  ['vet-partners', VetPartnerBanner],
] as const;

/**
 * The guest landing page. The footer comes from the layout.
 * While the scanner shows a result, the result is the page: the marketing below it is
 * left out (on a phone it made the page some 12,000 px tall) and comes back with
 * 'Scan Another Image'.
 */
export function LandingPage() {
  const [scanStep, setScanStep] = useState<ScanStep>('upload');
  const isShowingResult = scanStep === 'results';
  // An address such as /#how-it-works points below the hero: render everything at once for it.
  const { hash } = useLocation();
  const shownSections = useStagedReveal(SECTIONS_BELOW_THE_HERO.length, hash !== '');
  return (
    <ScanStepContext.Provider value={setScanStep}>
      <PageTitle />
      <HeroSection />
      {isShowingResult
        ? null
        : SECTIONS_BELOW_THE_HERO.slice(0, shownSections).map(([key, LandingSection]) => (
            <LandingSection key={key} />
          ))}
    </ScanStepContext.Provider>
  );
}
