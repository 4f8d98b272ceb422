import type { ReactNode } from 'react';
import type { PageSkeletonKind } from './page-skeleton-kind.ts';
import { SkeletonBlock } from './skeleton-block.tsx';

/**
 * The shapes of the pages' content, in the pages' own containers (same widths and padding), so the
 * page that replaces its skeleton lands where the grey blocks were. One status for the whole
 * skeleton: a screen reader hears "Loading…" once, not each block.
 */
function SkeletonPage({ className, children }: { className: string; children: ReactNode }) {
  return (
    <div role="status" className={className}>
      <span className="sr-only">Loading…</span>
      {children}
    </div>
  );
}

function HeadingBlocks() {
  return (
    <div className="grid gap-3">
      <SkeletonBlock className="h-4 w-28" />
      <SkeletonBlock className="h-10 w-64 max-w-full" />
      <SkeletonBlock className="h-5 w-80 max-w-full" />
    </div>
  );
}

function HomeSkeleton() {
  return (
    <SkeletonPage className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 sm:py-14">
      <HeadingBlocks />
      <div className="grid items-start gap-6 lg:grid-cols-[1.3fr_1fr]">
        <SkeletonBlock className="h-80 rounded-2xl lg:row-span-2" />
        <SkeletonBlock className="h-36 rounded-2xl" />
        <SkeletonBlock className="h-36 rounded-2xl" />
      </div>
      <SkeletonBlock className="h-40 rounded-2xl" />
    </SkeletonPage>
  );
}

function PetsSkeleton() {
  return (
    <SkeletonPage className="mx-auto grid max-w-4xl gap-6 px-4 py-10 sm:px-6 sm:py-14">
      <HeadingBlocks />
      <ul className="grid gap-3 sm:grid-cols-2">
        {['first', 'second'].map((pet) => (
          <li key={pet} className="flex items-center gap-4 rounded-2xl border border-line bg-white p-4">
            <SkeletonBlock className="size-14 shrink-0 rounded-full" />
            <div className="grid flex-1 gap-2">
              <SkeletonBlock className="h-5 w-24" />
              <SkeletonBlock className="h-4 w-40 max-w-full" />
            </div>
          </li>
        ))}
      </ul>
    </SkeletonPage>
  );
}

function PetDetailSkeleton() {
  return (
    <SkeletonPage className="mx-auto grid max-w-5xl grid-cols-1 gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <SkeletonBlock className="h-9 w-28 rounded-full" />
      <div className="flex items-center gap-4">
        <SkeletonBlock className="size-20 shrink-0 rounded-full" />
        <div className="grid flex-1 gap-2">
          <SkeletonBlock className="h-9 w-48 max-w-full" />
          <SkeletonBlock className="h-4 w-64 max-w-full" />
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <SkeletonBlock className="h-64 rounded-2xl" />
        <SkeletonBlock className="h-64 rounded-2xl" />
      </div>
    </SkeletonPage>
  );
}

function ScanDetailSkeleton() {
  return (
    <SkeletonPage className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <SkeletonBlock className="h-9 w-32 rounded-full" />
      <div className="grid gap-6 rounded-2xl border border-line bg-white p-5 sm:p-8 lg:grid-cols-2">
        <SkeletonBlock className="aspect-[4/3] w-full" />
        <div className="grid content-start gap-4">
          <SkeletonBlock className="h-9 w-48" />
          <SkeletonBlock className="h-7 w-36 rounded-full" />
          <SkeletonBlock className="h-4 w-full" />
          <SkeletonBlock className="h-4 w-5/6" />
          <SkeletonBlock className="h-4 w-2/3" />
          <SkeletonBlock className="h-24 w-full" />
        </div>
      </div>
    </SkeletonPage>
  );
}

function GenericSkeleton() {
  return (
    <SkeletonPage className="mx-auto grid max-w-4xl gap-6 px-4 py-10 sm:px-6 sm:py-14">
      <HeadingBlocks />
      <SkeletonBlock className="h-48 rounded-2xl" />
    </SkeletonPage>
  );
}

const SKELETONS: Record<PageSkeletonKind, () => ReactNode> = {
  home: HomeSkeleton,
  pets: PetsSkeleton,
  'pet-detail': PetDetailSkeleton,
  'scan-detail': ScanDetailSkeleton,
  generic: GenericSkeleton,
};

export function PageSkeleton({ kind }: { kind: PageSkeletonKind }) {
  const Skeleton = SKELETONS[kind];
  return <Skeleton />;
}
