import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMutation } from '@tanstack/react-query';
import { apiFetch, useToastStore } from '@trellis/platform';
import {
  apiErrorResponse,
  http,
  HttpResponse,
  renderWithProviders,
  setupApiServer,
} from '@trellis/platform/testing';
import { DeleteRecordDialog } from '../delete-record-dialog';
import { useRecordSave } from '../use-record-save';

interface Thing {
  id: number;
  name: string;
}

const deleted: number[] = [];
const saved: { method: string; body: unknown }[] = [];
setupApiServer(
  http.delete('/api/things/:id', ({ params }) => {
    if (params.id === '2') return apiErrorResponse(409, 'Thing 2 is still in use', 'CONFLICT');
    deleted.push(Number(params.id));
    return HttpResponse.json({ ok: true });
  }),
  http.post('/api/things', async ({ request }) => {
    saved.push({ method: 'POST', body: await request.json() });
    return HttpResponse.json({ id: 9, name: 'new' }, { status: 201 });
  }),
  http.put('/api/things/:id', async ({ request }) => {
    saved.push({ method: 'PUT', body: await request.json() });
    return HttpResponse.json({ id: 1, name: 'renamed' });
  }),
);

// What defineResource gives an area, cut down to the three writes.
const things = {
  useDelete: () =>
    useMutation({
      mutationFn: (id: number) => apiFetch(`/api/things/${id}`, { method: 'DELETE' }),
    }),
  useCreate: () =>
    useMutation({
      mutationFn: (body: { name: string }) =>
        apiFetch<Thing>('/api/things', { method: 'POST', body: JSON.stringify(body) }),
    }),
  useUpdate: () =>
    useMutation({
      mutationFn: ({ id, body }: { id: number; body: { name: string } }) =>
        apiFetch<Thing>(`/api/things/${id}`, { method: 'PUT', body: JSON.stringify(body) }),
    }),
};

const toasts = () => useToastStore.getState().toasts.map((t) => t.message);

function renderDelete(record: Thing, onClose = jest.fn()) {
  renderWithProviders(
    <DeleteRecordDialog
      open
      record={record}
      resource={things}
      title={(t) => `Delete ${t.name}`}
      message={() => 'It cannot be undone.'}
      confirmLabel="Delete"
      deleted={(t) => `${t.name} deleted`}
      failed="Could not delete"
      onClose={onClose}
    />,
  );
  return onClose;
}

beforeEach(() => {
  deleted.length = 0;
  saved.length = 0;
  useToastStore.setState({ toasts: [] });
});

describe('DeleteRecordDialog', () => {
  it('deletes the record on confirm, says so and closes', async () => {
    const onClose = renderDelete({ id: 1, name: 'Thing 1' });
    expect(screen.getByRole('dialog', { name: 'Delete Thing 1' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(deleted).toEqual([1]);
    expect(toasts()).toContain('Thing 1 deleted');
  });

  it("keeps a refusal in the dialog with the server's reason", async () => {
    const onClose = renderDelete({ id: 2, name: 'Thing 2' });
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Thing 2 is still in use')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(toasts()).toEqual([]);
  });
});

function SaveButton({ record, onClose }: { record: Thing | null; onClose: () => void }) {
  const save = useRecordSave(things, record, { created: 'Added', updated: 'Saved' }, onClose);
  return <button onClick={() => save.submit({ name: 'x' })}>Save</button>;
}

describe('useRecordSave', () => {
  it('creates without a record and updates with one, then toasts and closes', async () => {
    const onClose = jest.fn();
    const { unmount } = renderWithProviders(<SaveButton record={null} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    unmount();
    renderWithProviders(<SaveButton record={{ id: 1, name: 'Thing 1' }} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(2));
    expect(saved).toEqual([
      { method: 'POST', body: { name: 'x' } },
      { method: 'PUT', body: { name: 'x' } },
    ]);
    expect(toasts()).toEqual(['Added', 'Saved']);
  });
});
