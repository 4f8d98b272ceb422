import { Link2Off } from 'lucide-react';
import type { ErrorCode } from '#common/error-codes.ts';
import { DeadEndPage } from '#web/components/dead-end-page.tsx';

const WORDING: Partial<Record<ErrorCode, { title: string; body: string }>> = {
  LINK_REVOKED: {
    title: 'This link was revoked',
    body: 'The pet’s owner has revoked this link to their vet report. Ask them for a new one.',
  },
  LINK_EXPIRED: {
    title: 'This link has expired',
    body: 'Links to a vet report work for 30 days. Ask the pet’s owner for a new one.',
  },
};
const NOT_FOUND = {
  title: 'Report not found',
  body: 'There is no vet report at this address. Check that the whole link was copied.',
};

/** A revoked, expired or unknown vet report link: which of the three, and what to do. */
export function VetReportUnavailable({ code }: { code: ErrorCode | undefined }) {
  const { title, body } = (code && WORDING[code]) || NOT_FOUND;
  return (
    <DeadEndPage title={title} icon={Link2Off}>
      {body}
    </DeadEndPage>
  );
}
