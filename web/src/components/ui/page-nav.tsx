import { Button } from './button.tsx';

interface PageNavProps {
  /** Names the list it pages through, e.g. "Audit log pages". */
  label: string;
  page: number;
  /** How many pages there are; nothing shows for one. */
  pages: number;
  onPageChange: (page: number) => void;
}

/** Previous / "Page n of m" / Next under a paginated list. */
export function PageNav({ label, page, pages, onPageChange }: PageNavProps) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center gap-3">
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        Previous
      </Button>
      <span className="text-sm">
        Page {page} of {pages}
      </span>
      <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
        Next
      </Button>
    </nav>
  );
}

/** Pages needed for `total` items at `limit` per page (at least one). */
export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}
