import { within } from '@testing-library/react';
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

const HEADERS = ['External Reference', 'Customer', 'Customer Name', 'Task Name'];
let alsoCreate: number | undefined;

/** A leads file's preview, naming `alsoCreate` customers nobody has yet (left out: none). */
function preview(): DataImport {
  return importFixture({
    id: 1,
    kind: 'leads',
    headers: HEADERS,
    state: 'ready',
    counts: {
      rows: 3,
      create: 3,
      update: 0,
      errors: 0,
      ...(alsoCreate !== undefined && { also_create: alsoCreate }),
    },
  });
}

setupApiServer(
  http.post('/api/leads/import', () => HttpResponse.json(preview(), { status: 202 })),
  http.get('/api/imports/:id', () => {
    const detail: ImportDetail = {
      import: preview(),
      rows: [],
      errors: { items: [], total: 0, page: 1 },
    };
    return HttpResponse.json(detail);
  }),
  http.post('/api/imports/:id/cancel', () =>
    HttpResponse.json({ ...preview(), state: 'cancelled' }),
  ),
);

async function previewLeads() {
  renderWithProviders(<ImportButton kind="leads" />, {
    user: fixtures.user({ permissions: ['read', 'create'] }),
  });
  const dialog = await uploadToImport(
    'leads',
    new File([HEADERS.join(',')], 'leads.csv', { type: 'text/csv' }),
  );
  await within(dialog).findByText('3 to create, 0 to update, 0 with errors');
  return dialog;
}

describe('a leads preview that brings new customers', () => {
  it('says how many customers the file creates besides its leads', async () => {
    alsoCreate = 2;
    const dialog = await previewLeads();
    expect(
      within(dialog).getByText('It also creates 2 new customers the file names'),
    ).toBeInTheDocument();
  });

  it('says nothing of customers when the file names only existing ones', async () => {
    alsoCreate = undefined;
    const dialog = await previewLeads();
    expect(within(dialog).queryByText(/It also creates/)).not.toBeInTheDocument();
  });
});
