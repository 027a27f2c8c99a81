import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderWithTheme } from '../../test/render-with-theme';
import { lightTheme } from '../../theme/light-theme';
import { DayGrid, dayGridSpanWidth, type DayGridDay } from '../day-grid';

interface Person {
  id: number;
  name: string;
  hours: Record<string, number>;
}

const DAYS: DayGridDay[] = [
  { date: '2026-03-01', label: 'Sun 1', title: 'Sunday 1 March 2026' },
  { date: '2026-03-02', label: 'Mon 2', title: 'Monday 2 March 2026', today: true },
  { date: '2026-03-03', label: 'Tue 3', title: 'Tuesday 3 March 2026' },
];
const PEOPLE: Person[] = [
  { id: 1, name: 'Ada Lovelace', hours: { '2026-03-02': 7.5 } },
  { id: 2, name: 'Grace Hopper', hours: { '2026-03-01': 9 } },
];

function renderGrid(extra: Partial<Parameters<typeof DayGrid<Person>>[0]> = {}) {
  return renderWithTheme(
    <DayGrid<Person>
      caption="Attendance"
      rowHeaderLabel="Engineer"
      days={DAYS}
      rows={PEOPLE}
      rowKey={(p) => p.id}
      renderRowHeader={(p) => p.name}
      renderCell={(p, day) => p.hours[day.date] ?? ''}
      {...extra}
    />,
  );
}

describe('DayGrid', () => {
  it('is a table named by its caption, read by full dates and row names', () => {
    renderGrid();
    const table = screen.getByRole('table', { name: 'Attendance' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Engineer',
      'Sun 1Sunday 1 March 2026',
      'Mon 2Monday 2 March 2026',
      'Tue 3Tuesday 3 March 2026',
    ]);
    expect(screen.getByRole('columnheader', { name: 'Monday 2 March 2026' })).toHaveAttribute(
      'data-today',
    );
    expect(screen.getAllByRole('rowheader').map((th) => th.textContent)).toEqual([
      'Ada Lovelace',
      'Grace Hopper',
    ]);
  });

  it("puts each row's content under its day", () => {
    renderGrid();
    const ada = screen.getByRole('row', { name: /Ada Lovelace/ });
    expect(
      within(ada)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['', '7.5', '']);
    const grace = screen.getByRole('row', { name: /Grace Hopper/ });
    expect(within(grace).getAllByRole('cell')[0]).toHaveTextContent('9');
  });

  it('keeps the first column and the day headers in view, and scrolls the rest', () => {
    renderGrid();
    const scroller = screen.getByRole('region', { name: 'Attendance' });
    expect(getComputedStyle(scroller).overflow).toBe('auto');
    expect(scroller).toHaveAttribute('tabindex', '0');
    const corner = screen.getByRole('columnheader', { name: 'Engineer' });
    const day = screen.getByRole('columnheader', { name: 'Sunday 1 March 2026' });
    const rowHeader = screen.getByRole('rowheader', { name: 'Ada Lovelace' });
    for (const cell of [corner, day, rowHeader])
      expect(getComputedStyle(cell).position).toBe('sticky');
    expect(getComputedStyle(day).top).toBe('0px');
    expect(getComputedStyle(rowHeader).left).toBe('0px');
    expect(getComputedStyle(screen.getAllByRole('cell')[0]!).position).not.toBe('sticky');
  });

  it('shades cells by tone, with a hint, and adds columns after the days', () => {
    renderGrid({
      cellTone: (p, day) => (p.id === 2 && day.date === '2026-03-01' ? 'warning' : undefined),
      cellTitle: (p, day) => (p.id === 2 && day.date === '2026-03-01' ? 'Over 8 h' : undefined),
      extraColumns: [
        {
          key: 'total',
          header: 'Hours',
          render: (p) => Object.values(p.hours).reduce((a, b) => a + b, 0),
        },
      ],
    });
    const cell = within(screen.getByRole('row', { name: /Grace Hopper/ })).getAllByRole('cell')[0]!;
    expect(cell).toHaveAttribute('data-tone', 'warning');
    expect(cell).toHaveAttribute('title', 'Over 8 h');
    expect(cell).toHaveStyle({ backgroundColor: lightTheme.colors.warningSoft });
    expect(screen.getByRole('columnheader', { name: 'Hours' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('row', { name: /Ada/ }))
        .getAllByRole('cell')
        .at(-1),
    ).toHaveTextContent('7.5');
  });

  it('renders each row through a custom row element when given one', () => {
    const Row = ({ row, children }: { row: Person; children: ReactNode }) => (
      <tr data-testid={`person-${row.id}`}>{children}</tr>
    );
    renderGrid({ rowAs: Row });
    expect(within(screen.getByTestId('person-1')).getByRole('rowheader')).toHaveTextContent(
      'Ada Lovelace',
    );
  });

  it('measures a span of days in day columns', () => {
    expect(dayGridSpanWidth(3, '0.5rem')).toBe('calc(3 * 100% + 2px - 0.5rem)');
  });
});
