import { ArrowLeft, Link2Off } from 'lucide-react';
import { Link } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { Button } from '../../components/ui/button.tsx';

/** SPEC section 8: an unknown, malformed or revoked link. */
export function SharedScanNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center sm:px-6">
      <PageTitle title="Scan Not Found" />
      <span className="mb-6 flex size-16 items-center justify-center rounded-2xl bg-coral-100 text-coral-700">
        <Link2Off aria-hidden="true" className="size-8" />
      </span>
      <h1 className="text-4xl font-extrabold">Scan Not Found</h1>
      <p className="mt-4 text-lg text-muted-ink">This shared scan link is invalid or has been removed.</p>
      <Button asChild className="mt-8">
        <Link to="/">
          <ArrowLeft aria-hidden="true" />
          Back to Home
        </Link>
      </Button>
    </section>
  );
}
