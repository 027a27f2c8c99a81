import type { ComponentType, Key, ReactNode } from 'react';
import styled from 'styled-components';
import { dayGridCellTones, type DayGridCellTone } from './day-grid-tones';
import { VisuallyHidden } from './visually-hidden';

/**
 * The width of `days` consecutive day columns, less `inset`, for a block placed in the first
 * one's cell: day cells are equally wide, unpadded, and 1px apart (their right border).
 */
export function dayGridSpanWidth(days: number, inset = '0px'): string {
  return `calc(${days} * 100% + ${days - 1}px - ${inset})`;
}

// Separate borders: with collapsed ones a sticky cell loses its border while scrolling.
const StyledScroller = styled.div<{ $maxHeight: string }>`
  max-height: ${({ $maxHeight }) => $maxHeight};
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  overscroll-behavior-x: contain;
`;

// Days share what the screen has beyond their minimum width, all equally.
const StyledTable = styled.table<{ $dayWidth: string; $headerWidth: string; $minWidth: string }>`
  width: max(100%, ${({ $minWidth }) => $minWidth});
  border-collapse: separate;
  border-spacing: 0;
  table-layout: fixed;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  th,
  td {
    border-right: 1px solid ${({ theme }) => theme.colors.border};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  thead th {
    position: sticky;
    top: 0;
    z-index: 3;
    padding: ${({ theme }) => theme.space.sm};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-align: left;
    white-space: nowrap;
  }
  thead th[data-today] {
    color: ${({ theme }) => theme.colors.accentText};
  }
  /* On a phone the names take at most a third of the screen, leaving room for the days. */
  th:first-child {
    position: sticky;
    left: 0;
    z-index: 2;
    width: min(${({ $headerWidth }) => $headerWidth}, 35vw);
  }
  thead th:first-child {
    z-index: 4;
  }
  tbody th {
    padding: ${({ theme }) => theme.space.sm};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    text-align: left;
    vertical-align: top;
  }
  td {
    padding: 0;
    vertical-align: top;
  }
  th[data-day],
  td[data-day] {
    width: ${({ $dayWidth }) => $dayWidth};
  }
  td[data-extra] {
    padding: ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.text};
    text-align: right;
    white-space: nowrap;
  }
  ${dayGridCellTones}
`;

/** What a day's cell shows (hours, a leave's letters), centred in small type. */
export const DayGridMark = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 2.25rem;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-align: center;
`;

export interface DayGridDay {
  /** YYYY-MM-DD: the column's key. */
  date: string;
  /** The header as shown ("Sun 1"). */
  label: ReactNode;
  /** The header as read ("Sunday 1 March 2026"), when the label is an abbreviation. */
  title?: string;
  today?: boolean;
}

/** A column after the days (a total): its header and each row's value. */
export interface DayGridColumn<R> {
  key: string;
  header: ReactNode;
  render: (row: R) => ReactNode;
}

/** What a custom row element receives; it must render a `<tr>` holding `children`. */
export interface DayGridRowProps<R> {
  row: R;
  children: ReactNode;
}

export interface DayGridProps<R> {
  /** The table's name, read by assistive technology. */
  caption: string;
  /** The header of the first column ("Engineer"). */
  rowHeaderLabel: ReactNode;
  days: readonly DayGridDay[];
  rows: readonly R[];
  rowKey: (row: R) => Key;
  renderRowHeader: (row: R) => ReactNode;
  renderCell: (row: R, day: DayGridDay, index: number) => ReactNode;
  /** How a cell is shaded: a hatched leave, a blocked day, a muted day off, a warning. */
  cellTone?: (row: R, day: DayGridDay) => DayGridCellTone | undefined;
  /** A hint on a cell (what its shading means), shown on hover. */
  cellTitle?: (row: R, day: DayGridDay) => string | undefined;
  extraColumns?: readonly DayGridColumn<R>[];
  /** The row element, e.g. one that is also a drop target; defaults to a plain `<tr>`. */
  rowAs?: ComponentType<DayGridRowProps<R>>;
  /** The narrowest a day column gets; the grid scrolls sideways below that. */
  dayWidth?: string;
  rowHeaderWidth?: string;
  extraColumnWidth?: string;
  /** Past this height the body scrolls under the sticky day headers. */
  maxHeight?: string;
}

function PlainRow<R>({ children }: DayGridRowProps<R>) {
  return <tr>{children}</tr>;
}

/**
 * Rows (engineers) × day columns as a table: the first column and the day headers stay in view
 * while the days scroll under them, on narrow screens sideways. Each day header is read by its
 * full date, each row by its header cell; what a cell holds is the caller's.
 */
export function DayGrid<R>({
  caption,
  rowHeaderLabel,
  days,
  rows,
  rowKey,
  renderRowHeader,
  renderCell,
  cellTone,
  cellTitle,
  extraColumns = [],
  rowAs: Row = PlainRow,
  dayWidth = '7rem',
  rowHeaderWidth = '12rem',
  extraColumnWidth = '6rem',
  maxHeight = '70vh',
}: DayGridProps<R>) {
  const minWidth = `calc(${rowHeaderWidth} + ${days.length} * ${dayWidth} + ${extraColumns.length} * ${extraColumnWidth})`;
  return (
    <StyledScroller $maxHeight={maxHeight} tabIndex={0} aria-label={caption} role="region">
      <StyledTable $dayWidth={dayWidth} $headerWidth={rowHeaderWidth} $minWidth={minWidth}>
        <VisuallyHidden as="caption">{caption}</VisuallyHidden>
        <thead>
          <tr>
            <th scope="col">{rowHeaderLabel}</th>
            {days.map((day) => (
              <th
                key={day.date}
                scope="col"
                data-day={day.date}
                data-today={day.today || undefined}
              >
                {day.title ? (
                  <>
                    <span aria-hidden>{day.label}</span>
                    <VisuallyHidden>{day.title}</VisuallyHidden>
                  </>
                ) : (
                  day.label
                )}
              </th>
            ))}
            {extraColumns.map((column) => (
              <th key={column.key} scope="col" style={{ width: extraColumnWidth }}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <Row key={rowKey(row)} row={row}>
              <th scope="row">{renderRowHeader(row)}</th>
              {days.map((day, index) => (
                <td
                  key={day.date}
                  data-day={day.date}
                  data-tone={cellTone?.(row, day)}
                  title={cellTitle?.(row, day)}
                >
                  {renderCell(row, day, index)}
                </td>
              ))}
              {extraColumns.map((column) => (
                <td key={column.key} data-extra>
                  {column.render(row)}
                </td>
              ))}
            </Row>
          ))}
        </tbody>
      </StyledTable>
    </StyledScroller>
  );
}
