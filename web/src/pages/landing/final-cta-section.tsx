import { ArrowRight, Camera } from 'lucide-react';
import { Link } from 'react-router';
import { CatIllustration } from '#web/components/illustrations/cat-illustration.tsx';
import { DogIllustration } from '#web/components/illustrations/dog-illustration.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FreeScanNextStep } from '#web/features/scan/allowance/free-scan-next-step.tsx';

export function FinalCtaSection() {
  return (
    <section aria-labelledby="final-cta-heading" className="px-4 py-16 sm:px-6 sm:py-24">
      <div className="relative mx-auto max-w-5xl overflow-hidden rounded-[2rem] bg-gradient-to-br from-brand-700 to-brand-900 px-6 py-14 text-center text-white shadow-lift sm:px-12 lg:px-52">
        <DogIllustration className="absolute -bottom-10 -left-2 hidden w-48 lg:block" />
        <CatIllustration className="absolute -right-2 -bottom-10 hidden w-44 lg:block" />
        <div aria-hidden="true" className="mb-4 flex justify-center lg:hidden">
          <DogIllustration className="w-20" />
          <CatIllustration className="-ml-3 w-18" />
        </div>
        <h2 id="final-cta-heading" className="text-3xl font-extrabold sm:text-4xl">
          Check your pet’s smile today
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-brand-100">
          Catching gum inflammation early means easier care at home and fewer surprises at the vet.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <FreeScanNextStep isSignupBeside>
            <Button asChild size="lg" variant="accent">
              <Link to="/#scan">
                <Camera aria-hidden="true" />
                Start a Free Scan
              </Link>
            </Button>
          </FreeScanNextStep>
          <Button asChild size="lg" variant="inverse">
            <Link to="/signup">
              Create a free account
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
