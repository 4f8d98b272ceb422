import { Link } from 'react-router';
import { PRODUCT_NAME } from '#common/brand.ts';
import { CatIllustration } from '#web/components/illustrations/cat-illustration.tsx';
import { DogIllustration } from '#web/components/illustrations/dog-illustration.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { AboutHowItWorks, AboutPrivacy } from './about-details.tsx';
import { ValueCards } from './value-cards.tsx';

export function AboutPage() {
  return (
    <div className="pb-20">
      <PageTitle title="About" />
      <PageHeader eyebrow="About us" title={`Why we built ${PRODUCT_NAME}`}>
        Our mission is to help every pet owner notice dental problems early, and to know when it is time to
        see a vet.
      </PageHeader>
      <div className="mx-auto max-w-4xl space-y-16 px-4 sm:px-6">
        <ValueCards />
        <section
          aria-labelledby="story-heading"
          className="mx-auto grid max-w-4xl items-center gap-8 md:grid-cols-[1fr_auto]"
        >
          <div>
            <h2 id="story-heading" className="text-3xl font-extrabold">
              Our story
            </h2>
            <div className="mt-4 space-y-4 text-lg leading-relaxed text-ink">
              <p>
                Dental disease is one of the most common health problems in pets: a widely cited estimate from
                the American Veterinary Dental Society puts it at 80% of dogs and 70% of cats by age three.
                Yet it is easy to miss. Pets hide pain, and few of us look closely at our dog’s or cat’s gums.
              </p>
              <p>
                {PRODUCT_NAME} turns the phone in your pocket into a quick, regular check. It does not replace
                your vet. It helps you keep an eye on things between visits, and tells you plainly when a
                result means you should book one.
              </p>
            </div>
          </div>
          <div aria-hidden="true" className="order-first flex items-end justify-center md:order-none">
            <DogIllustration className="w-32 md:w-40" />
            <CatIllustration className="-ml-6 w-28 md:w-32" />
          </div>
        </section>
        <AboutHowItWorks />
        <AboutPrivacy />
        <div className="text-center">
          <Button asChild size="lg" variant="accent">
            <Link to="/#scan">Start a Free Scan</Link>
          </Button>
        </div>
      </div>
    </div>
  );
}
