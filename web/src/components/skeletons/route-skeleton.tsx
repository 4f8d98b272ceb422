import { useLocation } from 'react-router';
import { pageSkeletonKind } from './page-skeleton-kind.ts';
import { PageSkeleton } from './page-skeletons.tsx';
import { SkeletonFrame } from './skeleton-frame.tsx';

/**
 * The router's hydrate fallback: what the first page rendered in the browser shows while its loader
 * fetches its code and data. It is the same frame and skeleton the server put in the HTML
 * (render-page-skeleton.tsx), so React's first render changes nothing the reader can see.
 */
export function RouteSkeleton() {
  const { pathname } = useLocation();
  return (
    <SkeletonFrame>
      <PageSkeleton kind={pageSkeletonKind(pathname)} />
    </SkeletonFrame>
  );
}
