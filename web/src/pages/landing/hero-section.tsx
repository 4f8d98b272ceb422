import { Camera, ShieldCheck, Stethoscope, Zap } from 'lucide-react';
import { Link } from 'react-router';
import { GUEST_SCAN_LIMIT } from '#common/plans.ts';
import { CatIllustration } from '#web/components/illustrations/cat-illustration.tsx';
import { DogIllustration } from '#web/components/illustrations/dog-illustration.tsx';
import { STARTER_QUOTA_PHRASE } from '#web/components/scan/scan-copy.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FreeScanNextStep } from '#web/features/scan/allowance/free-scan-next-step.tsx';
import { useGuestFreeScan } from '#web/features/scan/allowance/use-guest-free-scan.ts';
import { ScanWidget } from '#web/features/scan/flow/scan-widget.tsx';
import { SPEED_ANCHOR_ID, SPEED_SHORT } from '#web/lib/speed-claim.ts';

const FREE_SCAN_LINE = `Your first ${GUEST_SCAN_LIMIT === 1 ? 'scan is' : `${GUEST_SCAN_LIMIT} scans are`} free, no account needed.`;
const FREE_SCAN_USED_LINE = `You’ve used your free scan. Sign up to get ${STARTER_QUOTA_PHRASE}.`;

function SpeedHighlight() {
  // The short claim always links to the measured figure (lib/speed-claim.ts).
  return (
    <Link
      to={`/#${SPEED_ANCHOR_ID}`}
      className="underline decoration-brand-300 decoration-dotted underline-offset-4 hover:decoration-brand-700"
    >
      {SPEED_SHORT}
      <span className="sr-only"> (how we measured)</span>
    </Link>
  );
}

const HIGHLIGHTS = [
  { icon: Zap, key: 'speed', content: <SpeedHighlight /> },
  { icon: ShieldCheck, key: 'private', content: 'Photos private by default' },
  { icon: Stethoscope, key: 'screening', content: 'Screening, not diagnosis' },
];

export function HeroSection() {
  const isFreeScanUsed = useGuestFreeScan().isUsed;
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative overflow-clip px-4 pt-8 pb-16 sm:px-6 sm:pt-14 lg:pb-20"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 -right-40 -z-10 size-[36rem] rounded-full bg-brand-100/70 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute top-60 -left-40 -z-10 size-[28rem] rounded-full bg-coral-100/60 blur-3xl"
      />
      {/*
        Three blocks: on phones they stack heading, scanner, details, so the scanner is the first thing
        to act on without scrolling; on desktop heading and details sit centred in the left column
        (rows 2 and 3 between two equal spacers). A result takes the whole width on desktop, under the
        heading, so its verdict and marked photo can sit side by side; the details come back with the uploader.
      */}
      <div className="group/hero mx-auto grid max-w-6xl gap-x-14 gap-y-8 lg:grid-cols-[1.05fr_1fr] lg:grid-rows-[1fr_auto_auto_1fr] lg:gap-y-0 lg:has-[[data-scan-step=results]]:grid-cols-1 lg:has-[[data-scan-step=results]]:grid-rows-none lg:has-[[data-scan-step=results]]:gap-y-6">
        <div className="lg:col-start-1 lg:row-start-2 lg:group-has-[[data-scan-step=results]]/hero:row-start-1">
          <p className="mb-4 inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand-800 shadow-card">
            <span aria-hidden="true" className="size-2 rounded-full bg-coral-500" />
            Dental screening for dogs and cats
          </p>
          <h1 id="hero-heading" className="text-display font-extrabold sm:text-display-lg">
            A healthier smile for your pet starts with <span className="text-brand-700">one photo</span>.
          </h1>
        </div>
        <div
          id="scan"
          className="relative lg:col-start-2 lg:row-span-4 lg:row-start-1 lg:pt-32 lg:group-has-[[data-scan-step=results]]/hero:col-start-1 lg:group-has-[[data-scan-step=results]]/hero:row-span-1 lg:group-has-[[data-scan-step=results]]/hero:row-start-2 lg:group-has-[[data-scan-step=results]]/hero:pt-0"
        >
          <DogIllustration className="absolute top-0 left-4 hidden w-44 lg:block xl:left-8 lg:group-has-[[data-scan-step=results]]/hero:hidden" />
          <CatIllustration className="absolute top-2 right-4 hidden w-40 lg:block xl:right-8 lg:group-has-[[data-scan-step=results]]/hero:hidden" />
          <ScanWidget mode="default" className="relative shadow-lift" />
        </div>
        <div className="lg:col-start-1 lg:row-start-3 lg:mt-6 lg:group-has-[[data-scan-step=results]]/hero:hidden">
          <p className="max-w-xl text-lg text-muted-ink">
            Photograph your pet’s gums and teeth. PawSmile looks for signs of redness, tartar and worrying gum
            colour, then gives care advice that follows veterinary dental guidance, and tells you when it is
            time to see a vet.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <FreeScanNextStep>
              <Button asChild size="lg" variant="accent">
                <Link to="/#scan">
                  <Camera aria-hidden="true" />
                  Start a Free Scan
                </Link>
              </Button>
            </FreeScanNextStep>
            <Button asChild size="lg" variant="outline">
              <Link to="/pricing">See plans</Link>
            </Button>
          </div>
          <p className="mt-3 text-sm text-muted-ink">
            {isFreeScanUsed ? FREE_SCAN_USED_LINE : FREE_SCAN_LINE}
          </p>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-3">
            {HIGHLIGHTS.map(({ icon: Icon, key, content }) => (
              <li key={key} className="flex items-center gap-2 text-sm font-semibold text-ink">
                <Icon aria-hidden="true" className="size-4 text-brand-600" />
                {content}
              </li>
            ))}
          </ul>
          <div aria-hidden="true" className="relative mt-10 flex items-end justify-center lg:hidden">
            <span className="absolute bottom-0 h-10 w-64 rounded-[50%] bg-brand-100" />
            <DogIllustration className="relative w-32" />
            <CatIllustration className="relative -ml-6 w-28" />
          </div>
        </div>
      </div>
    </section>
  );
}
