import { useLocation } from 'react-router';
import { useStagedReveal } from '#web/hooks/use-staged-reveal.ts';
import { FinalCtaSection } from './final-cta-section.tsx';
import { FreeServiceSection } from './free-service-section.tsx';
import { GuidanceSection } from './guidance-section.tsx';
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
 * The landing page's sections under the hero: a chunk of its own, loaded as the reader scrolls
 * towards it (page.tsx), so the first load carries the hero and the scanner only.
 */
export function BelowTheHero() {
  // An address such as /#how-it-works points below the hero: render everything at once for it.
  const { hash } = useLocation();
  const shownSections = useStagedReveal(SECTIONS_BELOW_THE_HERO.length, hash !== '');
  return (
    // Matched by BELOW_THE_HERO_SELECTOR (below-the-hero-marker.ts).
    <div data-landing-part="below-the-hero">
      {SECTIONS_BELOW_THE_HERO.slice(0, shownSections).map(([key, LandingSection]) => (
        <LandingSection key={key} />
      ))}
    </div>
  );
}
