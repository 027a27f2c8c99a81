import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataImport, ImportDetail } from '@trellis/contracts';
import {
  fixtures,
  http,
  HttpResponse,
  renderWithProviders,
  setupApiServer,
} from '@trellis/platform/testing';
import { ImportButton } from '../import/import-button';
import { importFixture } from '../testing/import-fixture';
import { uploadToImport } from '../testing/import-upload';

const SHEETS = ['Read me', 'Public'];
/** Each sheet's header row, as the server reads it. */
const HEADERS: Record<string, string[]> = {
  'Read me': ['How to fill this in'],
  Public: ['Title', 'Type', 'Country', 'Date'],
};

let imports: DataImport[] = [];
const sheetsAsked: (string | null)[] = [];

setupApiServer(
  http.post('/api/holidays/import', async ({ request }) => {
    const form = await request.formData();
    const asked = form.get('sheet');
    sheetsAsked.push(typeof asked === 'string' ? asked : null);
    const sheet = typeof asked === 'string' ? asked : SHEETS[0]!;
    const headers = HEADERS[sheet]!;
    const started = importFixture({
      id: imports.length + 1,
      kind: 'holidays',
      headers,
      file_name: 'holidays.xlsx',
      state: 'ready',
      sheet,
      sheets: SHEETS,
      counts: { rows: 1, create: 1, update: 0, errors: 0 },
    });
    imports.push(started);
    return HttpResponse.json(started, { status: 202 });
  }),
  http.get('/api/imports/:id', ({ params }) => {
    const detail: ImportDetail = {
      import: imports[Number(params.id) - 1]!,
      rows: [],
      errors: { items: [], total: 0, page: 1 },
    };
    return HttpResponse.json(detail);
  }),
  http.post('/api/imports/:id/cancel', ({ params }) =>
    HttpResponse.json({ ...imports[Number(params.id) - 1]!, state: 'cancelled' }),
  ),
);

beforeEach(() => {
  imports = [];
  sheetsAsked.length = 0;
});

describe("an import of a workbook's sheet", () => {
  it('reads the first tab, offers the others by name, and reads the one picked with its own columns', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ImportButton kind="holidays" />, {
      user: fixtures.user({ permissions: ['read', 'create'] }),
    });
    const dialog = await uploadToImport(
      'holidays',
      new File(['PK'], 'holidays.xlsx', {
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      }),
    );
    const sheet = await within(dialog).findByRole('combobox', { name: 'Sheet' });
    expect(sheet).toHaveValue('Read me');
    expect(
      within(dialog).getByRole('rowheader', { name: 'How to fill this in' }),
    ).toBeInTheDocument();

    await user.selectOptions(sheet, 'Public');
    expect(await within(dialog).findByRole('rowheader', { name: 'Country' })).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Sheet' })).toHaveValue('Public');
    expect(within(dialog).getByRole('combobox', { name: 'Country' })).toHaveValue('country');
    expect(sheetsAsked).toEqual([null, 'Public']);
  });
});
