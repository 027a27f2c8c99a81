import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { PlatformProvider, queryClient } from '@trellis/platform';
import App from '../app';

type Reply = { status: number; body: unknown };
let replies: Record<string, Reply>;
const calls: { url: string; body?: string }[] = [];

beforeEach(() => {
  queryClient.clear();
  calls.length = 0;
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    calls.push({ url, body: init?.body as string | undefined });
    const reply = replies[`${init?.method ?? 'GET'} ${url}`] ?? {
      status: 404,
      body: { message: 'not found' },
    };
    return {
      ok: reply.status < 300,
      status: reply.status,
      text: async () => JSON.stringify(reply.body),
    } as Response;
  }) as typeof fetch;
});

function renderDebugPage() {
  return render(
    <PlatformProvider>
      <MemoryRouter initialEntries={['/debug-engineer']}>
        <Routes>
          <Route path="/debug-engineer/*" element={<App basePath="/debug-engineer" />} />
        </Routes>
      </MemoryRouter>
    </PlatformProvider>,
  );
}

const engineer = {
  id: 3,
  code: 'AIM-E-003',
  name: 'Eve',
  email: 'eve@x.io',
  phone: '123',
  status: 'Active',
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
};

describe('/debug-engineer', () => {
  it('lists engineers from the data field', async () => {
    replies = {
      'GET /api/engineers': {
        status: 200,
        body: { items: [], data: [engineer], total: 1, page: 1, limit: 100 },
      },
    };
    renderDebugPage();
    expect(await screen.findByText('eve@x.io')).toBeInTheDocument();
  });

  it("shows 'Failed to load engineers: ' with the message", async () => {
    replies = {
      'GET /api/engineers': {
        status: 503,
        body: { message: 'The database is unavailable.', code: 'DATABASE_UNAVAILABLE' },
      },
    };
    renderDebugPage();
    expect(
      await screen.findByText(
        'Failed to load engineers: The database is unavailable.',
        {},
        { timeout: 4000 },
      ),
    ).toBeInTheDocument();
  });

  it("registers a test engineer with role engineer and shows 'Registration failed: ' + the server message", async () => {
    replies = {
      'GET /api/engineers': {
        status: 200,
        body: { items: [], data: [], total: 0, page: 1, limit: 100 },
      },
      'POST /api/auth/register': {
        status: 409,
        body: {
          message: 'Email already exists. Please use a different email.',
          code: 'EMAIL_TAKEN',
        },
      },
    };
    renderDebugPage();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), 'Test Eng');
    await user.type(screen.getByLabelText('Email'), 'eng@x.io');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Register test engineer' }));
    expect(
      await screen.findByText(
        'Registration failed: Email already exists. Please use a different email.',
      ),
    ).toBeInTheDocument();
    const posted = calls.find((c) => c.url === '/api/auth/register');
    expect(JSON.parse(posted!.body!)).toMatchObject({
      username: 'Test Eng',
      email: 'eng@x.io',
      role: 'engineer',
    });
  });

  it('calls the health API from its test button', async () => {
    replies = {
      'GET /api/engineers': {
        status: 200,
        body: { items: [], data: [], total: 0, page: 1, limit: 100 },
      },
      'GET /api/health': { status: 200, body: { status: 'ok', db: 'up' } },
    };
    renderDebugPage();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Test Health API' }));
    await waitFor(() =>
      expect(screen.getByLabelText('API response')).toHaveTextContent('"db": "up"'),
    );
  });
});
