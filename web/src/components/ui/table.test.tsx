import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Table, TableBody, TableCell, TableColumns, TableHead, TableRow } from './table.tsx';

function renderTable(layout: 'scroll' | 'stack') {
  return renderToStaticMarkup(
    <Table layout={layout}>
      <TableColumns labels={['Pet', 'Email', 'Actions']} />
      <TableBody>
        <TableRow>
          <TableHead scope="row">Biscuit</TableHead>
          <TableCell label="Email">pat@example.com</TableCell>
          <TableCell>
            <button type="button">Manage</button>
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>,
  );
}

const rolesIn = (html: string) => [...html.matchAll(/role="([a-z]+)"/g)].map((match) => match[1]);

describe('Table', () => {
  it('names every part of a stacked table, whose display: block would drop its table semantics', () => {
    expect(rolesIn(renderTable('stack'))).toEqual([
      'table',
      'rowgroup',
      'row',
      'columnheader',
      'columnheader',
      'columnheader',
      'rowgroup',
      'row',
      'rowheader',
      'cell',
      'cell',
    ]);
  });

  it('leaves a scrolling table to the native roles of its elements', () => {
    expect(rolesIn(renderTable('scroll'))).toEqual([]);
  });

  it('shows a stacked cell its column name on a phone only, hidden from screen readers', () => {
    const html = renderTable('stack');
    expect(html).toContain(
      '<span aria-hidden="true" class="w-28 shrink-0 font-semibold text-muted-ink md:hidden">Email</span>',
    );
    // The actions cell has no label: its button takes the card's width, in view.
    expect(html).toMatch(/<td[^>]*><button type="button">Manage<\/button><\/td>/);
  });

  it('adds no column name to a scrolling table', () => {
    expect(renderTable('scroll')).not.toContain('aria-hidden');
  });

  it('lets a table that is never seen drop its scroll box, which axe would otherwise want focusable', () => {
    const html = renderToStaticMarkup(
      <Table containerClassName="overflow-visible">
        <TableBody />
      </Table>,
    );
    expect(html).toContain('class="relative w-full overflow-visible"');
  });
});
