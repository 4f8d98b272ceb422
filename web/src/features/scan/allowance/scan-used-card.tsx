import { FileSearch, LockKeyhole, type LucideIcon, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';

const WRAPPING = 'h-auto min-h-11 whitespace-normal py-2';

interface ScanUsedCardProps {
  title: string;
  /** The words under the title: why no further scan, and what keeps the result. */
  description: ReactNode;
  /** The result this browser or account already has, offered first when known. */
  resultId?: string | null;
  /** The way on for this owner: an account for a guest, an e-mail and password for a trial account. */
  primary: { to: string; icon: LucideIcon; label: string };
  children?: ReactNode;
}

/** The panel shown instead of the upload buttons once the free (or trial) scan is used. */
export function ScanUsedCard({ title, description, resultId, primary, children }: ScanUsedCardProps) {
  const PrimaryIcon = primary.icon;
  return (
    <div className="grid gap-4 rounded-2xl border border-coral-200 bg-coral-50 p-5 text-center">
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-white text-coral-700">
        <LockKeyhole aria-hidden="true" className="size-6" />
      </span>
      <div>
        <h3 className="text-lg font-bold">{title}</h3>
        {description}
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        {resultId ? (
          <Button asChild variant="outline" className={WRAPPING}>
            <Link to={`/scans/${encodeURIComponent(resultId)}`}>
              <FileSearch aria-hidden="true" />
              See your result
            </Link>
          </Button>
        ) : null}
        <Button asChild className={WRAPPING}>
          <Link to={primary.to}>
            <PrimaryIcon aria-hidden="true" />
            {primary.label}
          </Link>
        </Button>
        <Button asChild variant="accent" className={WRAPPING}>
          <Link to="/pricing">
            <Sparkles aria-hidden="true" />
            Upgrade to Plus
          </Link>
        </Button>
      </div>
      {children}
    </div>
  );
}
