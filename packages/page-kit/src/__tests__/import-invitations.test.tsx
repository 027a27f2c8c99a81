import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataImport } from '@trellis/contracts';
import {
  apiErrorResponse,
  http,
  HttpResponse,
  renderWithProviders,
  setupApiServer,
} from '@trellis/platform/testing';
import { ImportOutcome } from '../import/import-outcome';

const finished = (overrides: Partial<DataImport> = {}): DataImport => ({
  id: 7,
  kind: 'engineers',
  file_name: 'engineers.csv',
  state: 'done',
  mode: 'all',
  sheet: null,
  sheets: [],
  headers: ['Name', 'Email', 'Phone'],
  mapping: ['name', 'email', 'phone'],
  counts: { rows: 3, create: 2, update: 1, errors: 0 },
  error: null,
  created_at: '2026-11-29T10:00:00.000Z',
  finished_at: '2026-11-29T10:00:05.000Z',
  invitations_sent_at: null,
  ...overrides,
});

let sends = 0;
const server = setupApiServer(
  http.post('/api/imports/7/invitations', () => {
    sends += 1;
    return HttpResponse.json({ sent: 2 }, { status: 202 });
  }),
);

beforeEach(() => {
  sends = 0;
});

describe('the outcome of an import', () => {
  it('says the new engineers wait for their invitations, and sends them on request', async () => {
    renderWithProviders(<ImportOutcome result={finished()} />);
    expect(
      screen.getByText('2 new engineers have not been sent an invitation yet.'),
    ).toBeInTheDocument();
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: 'Send invitations' }));
    expect(await screen.findByText('2 invitations sent')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send invitations' })).not.toBeInTheDocument();
    expect(sends).toBe(1);
  });

  it('says when sending failed, and lets the importer try again', async () => {
    server.use(
      http.post('/api/imports/7/invitations', () =>
        apiErrorResponse(503, 'Try again', 'SERVICE_UNAVAILABLE'),
      ),
    );
    renderWithProviders(<ImportOutcome result={finished()} />);
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: 'Send invitations' }));
    expect(
      await screen.findByText('The invitations could not be sent; try again'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send invitations' })).toBeEnabled();
  });

  it('offers nothing to send once they went, or for another list', () => {
    const { unmount } = renderWithProviders(
      <ImportOutcome result={finished({ invitations_sent_at: '2026-11-29T10:01:00.000Z' })} />,
    );
    expect(screen.getByText('The invitations of this import have been sent.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send invitations' })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<ImportOutcome result={finished({ kind: 'customers' })} />);
    expect(screen.getByText('2 created, 1 updated')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send invitations' })).not.toBeInTheDocument();
  });

  it('offers the list filtered to what the import wrote, when the page can show it', async () => {
    const show = jest.fn();
    renderWithProviders(
      <ImportOutcome result={finished({ kind: 'customers' })} onShowImported={show} />,
    );
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: 'Show the 3 imported customers' }));
    expect(show).toHaveBeenCalledTimes(1);
  });
});
