import { screen, waitFor, within } from '@testing-library/react';
import { API_ROUTES, guessMapping, importPath, type DataImport } from '@trellis/contracts';
import { fixtures, http, HttpResponse, setupPageTest } from '@trellis/platform/testing';
import { renderAdmin } from '../../test/render-admin';
import { fakeHolidaysApi } from '../../test/holidays-api';

const { server, serveAndRender } = setupPageTest();

const ROWS = [
  fixtures.holiday({ id: 1, title: 'Typed In Day', country: 'India', date: '2026-01-26' }),
  fixtures.holiday({ id: 2, title: 'Harvest Fair', country: 'France', date: '2026-09-20' }),
  fixtures.holiday({ id: 3, title: 'Founders Day', country: 'Japan', date: '2026-06-15' }),
];
// Import 7 wrote the last two holidays.
const IMPORTED = { 7: [2, 3] };
const HEADERS = ['Title', 'Type', 'Country', 'Date'];

function setup(path = '/holiday') {
  return serveAndRender(fakeHolidaysApi(ROWS, IMPORTED), () => renderAdmin('/holiday', path));
}

/** An import of holidays that reads its file at once and is written as soon as it is committed. */
function serveImport() {
  let current: DataImport = {
    id: 7,
    kind: 'holidays',
    file_name: 'holidays.csv',
    state: 'ready',
    mode: 'all',
    sheet: null,
    sheets: [],
    headers: HEADERS,
    mapping: guessMapping('holidays', HEADERS),
    counts: { rows: 2, create: 1, update: 1, errors: 0 },
    error: null,
    created_at: '2026-11-29T10:00:00.000Z',
    finished_at: null,
    invitations_sent_at: null,
  };
  server.use(
    http.post(importPath('holidays'), () =>
      HttpResponse.json({ ...current, state: 'staging' }, { status: 202 }),
    ),
    http.get(API_ROUTES.dataImport(':id'), () =>
      HttpResponse.json({ import: current, rows: [], errors: { items: [], total: 0, page: 1 } }),
    ),
    http.post(API_ROUTES.dataImportCommit(':id'), () => {
      current = { ...current, state: 'done', finished_at: '2026-11-29T10:01:00.000Z' };
      return HttpResponse.json(current, { status: 202 });
    }),
  );
}

const summary = () => within(screen.getByRole('region', { name: 'Holiday summary' }));

describe('HolidayPage, filtered to one import', () => {
  it("says it shows one import's holidays, asks for them, and shows all again on request", async () => {
    const { api, user, location } = setup('/holiday?import_id=7');
    expect(await screen.findByText('Showing the holidays of import 7')).toBeInTheDocument();
    expect(api.lastQuery()).toMatchObject({ import_id: 7 });
    expect(await screen.findByText('Harvest Fair')).toBeInTheDocument();
    expect(screen.queryByText('Typed In Day')).not.toBeInTheDocument();
    expect(summary().getByText('Total Holidays').nextSibling).toHaveTextContent('2');

    await user.click(screen.getByRole('button', { name: 'Show all holidays' }));
    await waitFor(() =>
      expect(screen.queryByText('Showing the holidays of import 7')).not.toBeInTheDocument(),
    );
    expect(api.lastQuery().import_id).toBeUndefined();
    expect(location()).toBe('/holiday');
    expect(await screen.findByText('Typed In Day')).toBeInTheDocument();
    expect(summary().getByText('Total Holidays').nextSibling).toHaveTextContent('3');
  });

  it('offers the holidays an import wrote when it is done, and the list narrows to them', async () => {
    serveImport();
    const { api, user, location } = setup();
    expect(await screen.findByText('Typed In Day')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import holidays' });
    const file = new File([`${HEADERS.join(',')}\n`], 'holidays.csv', { type: 'text/csv' });
    await user.upload(within(dialog).getByLabelText('File to import'), file);
    await user.click(await within(dialog).findByRole('button', { name: 'Import 2 holidays' }));
    await user.click(
      await within(dialog).findByRole('button', { name: 'Show the 2 imported holidays' }),
    );

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Showing the holidays of import 7')).toBeInTheDocument();
    expect(location()).toBe('/holiday?import_id=7');
    expect(api.lastQuery()).toMatchObject({ import_id: 7, page: 1 });
    await waitFor(() => expect(screen.queryByText('Typed In Day')).not.toBeInTheDocument());
    expect(screen.getByText('Founders Day')).toBeInTheDocument();
  });
});
