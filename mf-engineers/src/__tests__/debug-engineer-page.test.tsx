import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Health } from '@trellis/contracts';
import {
  apiErrorResponse,
  fixtures,
  http,
  HttpResponse,
  renderRemote,
  setupApiServer,
} from '@trellis/platform/testing';
import App from '../app';

const server = setupApiServer();

const renderDebugPage = () => renderRemote(App, '/debug-engineer');

/** GET /api/engineers answers with these engineers. */
function serveEngineers(...items: ReturnType<typeof fixtures.engineerListItem>[]) {
  server.use(http.get('/api/engineers', () => HttpResponse.json(fixtures.engineerList(items))));
}

describe('/debug-engineer', () => {
  it('lists engineers from the data field', async () => {
    serveEngineers(fixtures.engineerListItem({ id: 3, name: 'Eve', email: 'eve@x.io' }));
    renderDebugPage();
    expect(await screen.findByText('eve@x.io')).toBeInTheDocument();
  });

  it("shows 'Failed to load engineers: ' with the message", async () => {
    server.use(
      http.get('/api/engineers', () =>
        apiErrorResponse(503, 'The database is unavailable.', 'DATABASE_UNAVAILABLE'),
      ),
    );
    renderDebugPage();
    expect(
      await screen.findByText('Failed to load engineers: The database is unavailable.'),
    ).toBeInTheDocument();
  });

  it("registers a test engineer with role engineer and shows 'Registration failed: ' + the server message", async () => {
    serveEngineers();
    let posted: unknown;
    server.use(
      http.post('/api/auth/register', async ({ request }) => {
        posted = await request.json();
        return apiErrorResponse(
          409,
          'Email already exists. Please use a different email.',
          'EMAIL_TAKEN',
        );
      }),
    );
    renderDebugPage();
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Name'), 'Test Eng');
    await user.type(screen.getByLabelText('Email'), 'eng@x.io');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Register test engineer' }));
    expect(
      await screen.findByText(
        'Registration failed: Email already exists. Please use a different email.',
      ),
    ).toBeInTheDocument();
    expect(posted).toMatchObject({ username: 'Test Eng', email: 'eng@x.io', role: 'engineer' });
  });

  it('calls the health API from its test button', async () => {
    serveEngineers();
    server.use(
      http.get('/api/health', () => HttpResponse.json({ status: 'ok', db: 'up' } satisfies Health)),
    );
    renderDebugPage();
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: 'Test Health API' }));
    await waitFor(() =>
      expect(screen.getByLabelText('API response')).toHaveTextContent('"db": "up"'),
    );
  });
});
