import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useId } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import type { TUser } from '#common/contracts/auth.ts';
import type { TScanResult } from '#common/contracts/scans.ts';
import { isPlusStatus } from '#common/plans.ts';
import { isApiError } from '#web/api/client.ts';
import { petCompareQuery, petDetailQuery, petScansQuery } from '#web/api/pets.queries.ts';
import { PageTitle } from '#web/components/page-title.tsx';
import { PetNotFound } from '#web/components/pets/pet-not-found.tsx';
import { UpgradePrompt } from '#web/components/pets/upgrade-prompt.tsx';
import { STATUS_META } from '#web/components/scan/scan-status.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { formatDateTime } from '#web/lib/format-date.ts';
import { CompareView } from './compare-view.tsx';

const PICKER_SIZE = 50;

function ScanSelect({
  label,
  value,
  scans,
  onChange,
}: {
  label: string;
  value: string;
  scans: TScanResult[];
  onChange: (id: string) => void;
}) {
  const id = useId();
  return (
    <div className="grid min-w-0 gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="h-11 w-full min-w-0 rounded-xl border border-field-line bg-white px-3 text-base sm:text-sm"
      >
        {scans.map((scan) => (
          <option key={scan.id} value={scan.id}>
            {formatDateTime(scan.createdAt)} · {STATUS_META[scan.status].label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** /pets/:petId/compare?before=&after= (Plus): pick two of the pet's scans and compare them. */
export function PetComparePage({ user }: { user: TUser }) {
  const { petId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const isPlus = isPlusStatus(user.subscriptionStatus);
  const pet = useQuery(petDetailQuery(petId));
  const list = useInfiniteQuery({ ...petScansQuery(petId, {}, PICKER_SIZE), enabled: isPlus });
  const scans = list.data?.pages.flatMap((page) => page.scans) ?? [];
  const before = params.get('before') ?? scans.at(-1)?.id ?? '';
  const after = params.get('after') ?? scans[0]?.id ?? '';
  const canCompare = isPlus && before !== '' && after !== '' && before !== after;
  const comparison = useQuery({ ...petCompareQuery(petId, before, after), enabled: canCompare });
  const choose = (key: 'before' | 'after', id: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('before', key === 'before' ? id : before);
        next.set('after', key === 'after' ? id : after);
        return next;
      },
      { replace: true },
    );

  return (
    <div className="mx-auto grid grid-cols-1 max-w-5xl gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <PageTitle title={pet.data ? `Compare ${pet.data.name}’s scans` : 'Compare scans'} />
      <Button asChild variant="ghost" size="sm" className="w-fit">
        <Link to={`/pets/${petId}`}>
          <ArrowLeft aria-hidden="true" />
          {pet.data?.name ?? 'Back'}
        </Link>
      </Button>
      {pet.isError ? <PetNotFound /> : null}
      {pet.data ? <h1 className="text-3xl font-extrabold">Before and after: {pet.data.name}</h1> : null}
      {pet.data && !isPlus ? (
        <UpgradePrompt title="Before/after comparison is a Plus feature">
          Plus puts two of {pet.data.name}’s scans side by side, with a slider and what changed in words.
        </UpgradePrompt>
      ) : null}
      {isPlus && list.isPending ? <PageSpinner label="Loading scans…" /> : null}
      {isPlus && list.data && scans.length < 2 ? (
        <Card className="p-6 text-sm text-muted-ink">
          Comparing needs two scans of {pet.data?.name ?? 'this pet'}. Scan again to see what changes.
        </Card>
      ) : null}
      {isPlus && scans.length >= 2 ? (
        <Card className="grid gap-4 p-5 sm:grid-cols-2 sm:p-6">
          <ScanSelect label="Before" value={before} scans={scans} onChange={(id) => choose('before', id)} />
          <ScanSelect label="After" value={after} scans={scans} onChange={(id) => choose('after', id)} />
          {before === after ? (
            <p className="text-sm text-urgent sm:col-span-2">Pick two different scans.</p>
          ) : null}
        </Card>
      ) : null}
      {comparison.isPending && canCompare ? <PageSpinner label="Comparing…" /> : null}
      {comparison.isError ? (
        <Card className="p-6 text-sm">
          {isApiError(comparison.error) && comparison.error.userMessage
            ? comparison.error.userMessage
            : 'These scans could not be compared.'}
        </Card>
      ) : null}
      {comparison.data ? <CompareView comparison={comparison.data} /> : null}
    </div>
  );
}
