import { Link2Off } from 'lucide-react';
import { DeadEndPage } from '#web/components/dead-end-page.tsx';

/** An unknown, malformed or revoked link (docs/product-rules.md#sharing). */
export function SharedScanNotFound() {
  return (
    <DeadEndPage title="Scan Not Found" icon={Link2Off}>
      This shared scan link is invalid or has been removed.
    </DeadEndPage>
  );
}
