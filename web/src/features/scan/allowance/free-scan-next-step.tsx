import { FileSearch, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { useGuestFreeScan } from './use-guest-free-scan.ts';

interface FreeScanNextStepProps {
  /** The call to scan ('Start a Free Scan'), shown while the free scan is unused. */
  children: ReactNode;
  /** A 'Create a free account' button already sits beside this one: do not repeat it. */
  isSignupBeside?: boolean;
}

/**
 * A page's scan button, which must not invite a guest to a free scan they have used.
 * Then it offers the same next step as the 'Free Scan Used' panel: their result,
 * or, when it is gone (deleted, or moved into an account), a free account.
 */
export function FreeScanNextStep({ children, isSignupBeside = false }: FreeScanNextStepProps) {
  const { isUsed, resultId } = useGuestFreeScan();
  if (!isUsed) return children;
  if (resultId) {
    return (
      <Button asChild size="lg" variant="accent">
        <Link to={`/scans/${encodeURIComponent(resultId)}`}>
          <FileSearch aria-hidden="true" />
          See your result
        </Link>
      </Button>
    );
  }
  if (isSignupBeside) return null;
  return (
    <Button asChild size="lg" variant="accent">
      <Link to="/signup">
        <UserPlus aria-hidden="true" />
        Create a free account
      </Link>
    </Button>
  );
}
