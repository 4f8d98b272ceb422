import { ArrowDown, ShieldCheck, Stethoscope, Zap } from 'lucide-react';
import { Link } from 'react-router';
import { GUEST_SCAN_LIMIT } from '#common/plans.ts';
import { FreeScanNextStep } from '../../components/scan/free-scan-next-step.tsx';
import { STARTER_QUOTA_PHRASE } from '../../components/scan/scan-copy.ts';
import { ScanWidget } from '../../components/scan/scan-widget.tsx';
import { useGuestFreeScan } from '../../components/scan/use-guest-free-scan.ts';
import { Button } from '../../components/ui/button.tsx';
import { SPEED_ANCHOR_ID, SPEED_SHORT } from '../../lib/speed-claim.ts';

const FREE_SCAN_LINE = `Your first ${GUEST_SCAN_LIMIT === 1 ? 'scan is' : `${GUEST_SCAN_LIMIT} scans are`} free, no account needed.`;
const FREE_SCAN_USED_LINE = `You’ve used your free scan. Sign up to get ${STARTER_QUOTA_PHRASE}.`;

function SpeedHighlight() {
  // DECISIONS.md item 2: the short claim always links to the measured figure.
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
      className="relative overflow-hidden px-4 pt-10 pb-16 sm:px-6 sm:pt-16"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 -right-40 -z-10 size-[36rem] rounded-full bg-brand-100/70 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute top-60 -left-40 -z-10 size-[28rem] rounded-full bg-coral-100/60 blur-3xl"
      />
      {/* A result makes the scanner tall: the text then sits at the top instead of mid-way down. */}
      <div className="mx-auto grid max-w-6xl items-center gap-12 has-[[data-scan-step=results]]:items-start lg:grid-cols-[1.05fr_1fr]">
        <div>
          <p className="mb-4 inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand-800 shadow-card">
            <span aria-hidden="true" className="size-2 rounded-full bg-coral-500" />
            Dental screening for dogs and cats
          </p>
          <h1 id="hero-heading" className="text-display font-extrabold sm:text-display-lg">
            A healthier smile for your pet starts with <span className="text-brand-700">one photo</span>.
          </h1>
          <p className="mt-5 max-w-xl text-lg text-muted-ink">
            Photograph your pet’s gums and teeth. PawSmile looks for signs of redness, tartar and worrying gum
            colour, then gives care advice that follows veterinary dental guidance, and tells you when it is
            time to see a vet.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <FreeScanNextStep>
              <Button asChild size="lg" variant="accent">
                <Link to="/#scan">
                  Start a Free Scan
                  <ArrowDown aria-hidden="true" />
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
        </div>
        <div id="scan">
          <ScanWidget mode="default" className="shadow-lift" />
        </div>
      </div>
    </section>
  );
}
