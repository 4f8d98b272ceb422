import { cva, type VariantProps } from 'class-variance-authority';
import { type ComponentProps, createContext, type ReactNode, useContext } from 'react';
import { cn } from '#web/lib/cn.ts';

/**
 * How a table meets a narrow screen. `scroll`: it keeps its columns and scrolls sideways in its own box
 * (a matrix, a short comparison, a printed report). `stack`: below the md breakpoint each row becomes a
 * card of "label: value" lines, so no column, and no action, sits out of view on a phone.
 */
export type TableLayout = 'scroll' | 'stack';

/** `normal` pads every cell; `compact` packs a short table into a panel or a printed page, flush left. */
export type TableDensity = 'normal' | 'compact';

const CELL_PADDING: Record<TableDensity, string> = { normal: 'px-3 py-2.5', compact: 'py-1 pr-3' };

const TableContext = createContext<{ layout: TableLayout; density: TableDensity }>({
  layout: 'scroll',
  density: 'normal',
});

/**
 * A stacked table is shown with `display: block`, which makes some browsers drop its table semantics,
 * so each part names its role out loud there; a scrolling table keeps the elements' own roles.
 */
function useStackRole(role: string): string | undefined {
  return useContext(TableContext).layout === 'stack' ? role : undefined;
}

const isStacked = (layout: TableLayout) => layout === 'stack';

export function Table({
  className,
  containerClassName,
  layout = 'scroll',
  density = 'normal',
  ...props
}: ComponentProps<'table'> & {
  layout?: TableLayout;
  density?: TableDensity;
  /** For the box the table scrolls in, e.g. `overflow-visible` where it can never scroll. */
  containerClassName?: string;
}) {
  return (
    <TableContext.Provider value={{ layout, density }}>
      <div
        data-slot="table-container"
        className={cn(
          'relative w-full overflow-x-auto',
          // A stacked table's cards wrap to the screen instead, so no scroll box (one axe would
          // require to be focusable) holds them on a phone.
          isStacked(layout) && 'max-md:overflow-x-visible',
          containerClassName,
        )}
      >
        <table
          data-slot="table"
          role={isStacked(layout) ? 'table' : undefined}
          className={cn('w-full text-left text-sm', isStacked(layout) && 'max-md:block', className)}
          {...props}
        />
      </div>
    </TableContext.Provider>
  );
}

const tableHeaderVariants = cva('text-muted-ink', {
  variants: {
    tone: {
      plain: '',
      /** A tinted band of small capitals over a long list (the admin's tables). */
      band: 'bg-sand/60 text-xs uppercase tracking-wide [&_th]:font-bold',
    },
  },
  defaultVariants: { tone: 'plain' },
});

export function TableHeader({
  className,
  tone,
  ...props
}: ComponentProps<'thead'> & VariantProps<typeof tableHeaderVariants>) {
  const role = useStackRole('rowgroup');
  return (
    <thead
      data-slot="table-header"
      role={role}
      // On a phone the column names move into each cell's label; screen readers still get the header row.
      className={cn(tableHeaderVariants({ tone }), role && 'max-md:sr-only', className)}
      {...props}
    />
  );
}

/** The usual header: one row naming the columns. */
export function TableColumns({
  labels,
  ...props
}: ComponentProps<typeof TableHeader> & { labels: readonly string[] }) {
  return (
    <TableHeader {...props}>
      <TableRow>
        {labels.map((label) => (
          <TableHead key={label}>{label}</TableHead>
        ))}
      </TableRow>
    </TableHeader>
  );
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  const role = useStackRole('rowgroup');
  return (
    <tbody
      data-slot="table-body"
      role={role}
      className={cn('[&_tr:last-child]:border-0', role && 'max-md:block', className)}
      {...props}
    />
  );
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  const role = useStackRole('row');
  return (
    <tr
      data-slot="table-row"
      role={role}
      className={cn('border-b border-line', role && 'max-md:block max-md:py-2', className)}
      {...props}
    />
  );
}

export function TableHead({ className, scope = 'col', ...props }: ComponentProps<'th'>) {
  const role = useStackRole(scope === 'row' ? 'rowheader' : 'columnheader');
  const { density } = useContext(TableContext);
  return (
    <th
      data-slot="table-head"
      scope={scope}
      role={role}
      className={cn(
        CELL_PADDING[density],
        scope === 'row' ? 'align-top' : 'align-bottom',
        'font-semibold',
        role && 'max-md:flex max-md:py-1',
        className,
      )}
      {...props}
    />
  );
}

/**
 * A data cell. `label` is its column's name, shown before the value when the row is stacked on a phone;
 * it is hidden from screen readers, which already announce the column header. A cell without a label
 * (an actions cell) takes the card's whole width.
 */
export function TableCell({
  className,
  label,
  children,
  ...props
}: ComponentProps<'td'> & { label?: string }) {
  const role = useStackRole('cell');
  const { density } = useContext(TableContext);
  return (
    <td
      data-slot="table-cell"
      role={role}
      className={cn(
        CELL_PADDING[density],
        'align-top',
        role && 'max-md:flex max-md:gap-3 max-md:py-1',
        className,
      )}
      {...props}
    >
      {role && label ? <StackedLabel label={label}>{children}</StackedLabel> : children}
    </td>
  );
}

function StackedLabel({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <span aria-hidden="true" className="w-28 shrink-0 font-semibold text-muted-ink md:hidden">
        {label}
      </span>
      <div className="min-w-0 flex-1 break-words">{children}</div>
    </>
  );
}

export function TableCaption({ className, ...props }: ComponentProps<'caption'>) {
  return <caption data-slot="table-caption" className={cn('text-sm text-muted-ink', className)} {...props} />;
}
