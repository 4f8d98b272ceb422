import { Link2Off } from 'lucide-react';
import { DeadEndPage } from '#web/components/dead-end-page.tsx';

/** SPEC section 8: an unknown, malformed or revoked link. */
export function SharedScanNotFound() {
  return (
    <DeadEndPage title="Scan Not Found" icon={Link2Off}>
      This shared scan link is invalid or has been removed.
    </DeadEndPage>
  );
}
