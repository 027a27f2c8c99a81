import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectionExportPath, type SavedViewList } from '@trellis/contracts';

/** The list's bulk-action bar, once a ticked row has brought it up. */
export const findBulkBar = () => screen.findByRole('region', { name: 'Bulk actions' });

/** The labels of the bar's buttons, in the order a reader meets them. */
export async function bulkBarButtonLabels() {
  return within(await findBulkBar())
    .getAllByRole('button')
    .map((button) => button.textContent);
}

/**
 * Ticks the first row and expects the bar to offer the selection's CSV but not `action`: a
 * reader who may export the list may tick rows even when no bulk action is theirs to take.
 */
export async function expectExportOnly(list: SavedViewList, action: string) {
  await userEvent.click(screen.getAllByRole('checkbox')[1]!);
  const bar = await findBulkBar();
  const link = await within(bar).findByRole('link', { name: 'Export selection (CSV)' });
  const [path, query] = link.getAttribute('href')!.split('?');
  expect(path).toBe(selectionExportPath(list));
  expect(query).toMatch(/^ids=\d+$/);
  expect(within(bar).queryByRole('button', { name: action })).not.toBeInTheDocument();
}

const PAGE_CHECKBOX = { name: 'Select every row on this page' };

/** The list's header row: the page's tick box for bulk actions first, then `columns`. */
export function expectSelectableColumns(columns: readonly string[]) {
  const headers = screen.getAllByRole('columnheader');
  expect(headers.map((th) => th.textContent)).toEqual(['', ...columns]);
  expect(within(headers[0]!).getByRole('checkbox', PAGE_CHECKBOX)).toBeInTheDocument();
}
