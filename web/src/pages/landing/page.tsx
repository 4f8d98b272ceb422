import { PageTitle } from '../../components/page-title.tsx';
import { FinalCtaSection } from './final-cta-section.tsx';
import { FreeServiceSection } from './free-service-section.tsx';
import { GuidanceSection } from './guidance-section.tsx';
import { HeroSection } from './hero-section.tsx';
import { HowItWorksSection } from './how-it-works-section.tsx';
import { StatsSection } from './stats-section.tsx';
import { TrustSection } from './trust-section.tsx';
import { VetPartnerBanner } from './vet-partner-banner.tsx';

/** The guest landing page (SPEC section 2, in its order). The footer comes from the layout. */
export function LandingPage() {
  return (
    <>
      <PageTitle />
      <HeroSection />
      <StatsSection />
      <HowItWorksSection />
      <TrustSection />
      <GuidanceSection />
      <FreeServiceSection />
      <FinalCtaSection />
      <VetPartnerBanner />
    </>
  );
}
