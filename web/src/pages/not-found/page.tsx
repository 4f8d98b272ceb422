import { SearchX } from 'lucide-react';
import { DeadEndPage } from '#web/components/dead-end-page.tsx';

export function NotFoundPage() {
  return (
    <DeadEndPage title="Page Not Found" heading="404 Page Not Found" icon={SearchX}>
      We couldn’t find that page. It may have moved, or the link may be mistyped.
    </DeadEndPage>
  );
}
