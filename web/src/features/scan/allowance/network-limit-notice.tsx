import { UserPlus, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';

/**
 * Shown above the upload step when the server refused a guest scan because this
 * network (a school, an office, a café) used today's guest scans. The visitor's own
 * free scan is untouched, so this says what happened and offers an account, which
 * scans without that limit, instead of claiming their free scan is used.
 */
export function NetworkLimitNotice({ message }: { message: string }) {
  return (
    <section
      aria-labelledby="network-limit-heading"
      className="mb-5 grid gap-3 rounded-2xl border border-coral-200 bg-coral-50 p-4 sm:p-5"
    >
      <h3 id="network-limit-heading" className="flex items-center gap-2 text-base font-bold">
        <Users aria-hidden="true" className="size-5 shrink-0 text-coral-700" />
        Free scans paused on this network
      </h3>
      <p className="text-sm text-ink">{message}</p>
      <div className="flex flex-wrap gap-3">
        <Button asChild size="sm">
          <Link to="/signup">
            <UserPlus aria-hidden="true" />
            Create a free account
          </Link>
        </Button>
        <Button asChild size="sm" variant="outline">
          <Link to="/login">Log in</Link>
        </Button>
      </div>
    </section>
  );
}
