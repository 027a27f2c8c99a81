import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { API_ROUTES, SAVED_VIEW_MESSAGES, type SavedViewItem } from '@trellis/contracts';
import { useToastStore } from '@trellis/platform';
import {
  fixtures,
  http,
  HttpResponse,
  renderWithProviders,
  setupApiServer,
} from '@trellis/platform/testing';
import { ViewsMenu } from '../saved-views/views-menu';
import { Address, address, savedView, saveViewAnswer } from './saved-views-fixtures';

const schema = z.object({
  status: z.enum(['open', 'closed']).optional(),
  sort: z.enum(['date', 'code']).optional(),
});

let listed: { items: SavedViewItem[]; default_view_id: number | null };
const saved: unknown[] = [];
setupApiServer(
  http.get(API_ROUTES.views, () => HttpResponse.json(listed)),
  http.get('/api/views/:id', ({ params }) =>
    HttpResponse.json(
      savedView({ id: Number(params.id), name: 'Linked', query: 'engineer=5&status=closed' }),
    ),
  ),
  saveViewAnswer(saved),
);

const renderMenu = (
  route = '/tickets?status=open&page=3',
  permissions = fixtures.user().permissions,
) =>
  renderWithProviders(
    <>
      <ViewsMenu list="tickets" schema={schema} />
      <Address />
    </>,
    { route, user: fixtures.user({ permissions }) },
  );

beforeEach(() => {
  saved.length = 0;
  useToastStore.setState({ toasts: [] });
  listed = {
    items: [
      savedView({}),
      savedView({
        id: 2,
        name: 'Team board',
        shared: true,
        mine: false,
        owner: { id: 9, name: 'Ola' },
      }),
    ],
    default_view_id: null,
  };
});

describe('ViewsMenu', () => {
  it('offers the list’s own view, the user’s views and the shared ones, and opens one into the address', async () => {
    renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Views' }));
    // The menu opens at once; the views join it when they have loaded.
    await screen.findByRole('menuitem', { name: 'Open by date' });
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Default view',
      'Open by date',
      'Team board (shared by Ola)',
      'Save current view…',
    ]);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Team board (shared by Ola)' }));
    expect(address()).toBe('?sort=date&status=open&saved=2');
    expect(screen.getByRole('button', { name: 'Views: Team board' })).toBeInTheDocument();
  });

  it('opens a link to a view, leaving out a filter this list cannot take, with a notice', async () => {
    renderMenu('/tickets?saved=7');
    await screen.findByRole('button', { name: 'Views' });
    await waitFor(() => expect(address()).toBe('?status=closed&saved=7'));
    expect(useToastStore.getState().toasts.map((t) => t.message)).toEqual([
      SAVED_VIEW_MESSAGES.fallback,
    ]);
  });

  it('keeps the list’s own display parameter, which is outside its query schema', async () => {
    listed.items = [savedView({ id: 3, name: 'Board', query: 'status=open&view=board' })];
    renderWithProviders(
      <>
        <ViewsMenu list="tickets" schema={schema} keep={['view']} />
        <Address />
      </>,
      { route: '/tickets', user: fixtures.user() },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Views' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Board' }));
    expect(address()).toBe('?status=open&view=board&saved=3');
    expect(useToastStore.getState().toasts).toEqual([]);
  });

  it('opens the user’s default view when the list is opened bare', async () => {
    listed.default_view_id = 1;
    renderMenu('/tickets');
    await waitFor(() => expect(address()).toBe('?sort=date&status=open&saved=1'));
  });

  it('saves the current filter as a view, named with the form’s rule, and shares it only for editors', async () => {
    renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Views' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Save current view…' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('View name is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('View name'), 'Open now');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Share with everyone' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(address()).toBe('?status=open&page=3&saved=42'));
    expect(saved).toEqual([
      { list: 'tickets', name: 'Open now', shared: true, query: 'status=open', hidden_columns: [] },
    ]);
  });

  it('offers no sharing to a reader who may not change the list', async () => {
    renderMenu('/tickets', ['read']);
    await userEvent.click(screen.getByRole('button', { name: 'Views' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Save current view…' }));
    expect(await screen.findByLabelText('View name')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Share with everyone' })).not.toBeInTheDocument();
  });
});
