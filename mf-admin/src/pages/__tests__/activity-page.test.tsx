import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AuditEvent, AuditVerifyResponse } from '@trellis/contracts';
import { setupPageTest } from '@trellis/platform/testing';
import { renderAdmin } from '../../test/render-admin';
import { auditEvent, auditRows, fakeAuditApi } from '../../test/audit-api';
import { fakeJobsApi } from '../../test/jobs-api';
import { fakeSystemUsersApi, sampleUsers } from '../../test/system-users-api';

const { server, serveAndRender } = setupPageTest();

function setup(
  rows: AuditEvent[] = auditRows(3),
  path = '/activity',
  verify?: AuditVerifyResponse,
) {
  server.use(...fakeSystemUsersApi(sampleUsers()).handlers, ...fakeJobsApi().handlers);
  return serveAndRender(fakeAuditApi(rows, verify), () => renderAdmin('/activity', path));
}

const pager = () => within(screen.getByRole('navigation', { name: 'Activity pages' }));
const verifyStatus = () => screen.getByRole('status', { name: 'Log verification' });
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describe('ActivityPage list', () => {
  it('shows when (relative, the exact time as its title), who, and what happened to which record', async () => {
    setup([
      auditEvent({ id: 9, at: minutesAgo(5) }),
      auditEvent({
        id: 8,
        at: minutesAgo(180),
        actor: { id: null, name: null, kind: 'system' },
        action: 'audit.pruned',
        entity: 'audit',
        entity_id: null,
        entity_label: 'Entries older than 365 days',
        changes: [],
      }),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Activity' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Activity' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Time', 'User', 'Activity', 'Details']);
    const [, first, second] = within(table).getAllByRole('row') as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    const time = within(first).getByText('5 minutes ago');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('title', expect.stringMatching(/\d{1,2}:\d{2}:\d{2}/));
    expect(first).toHaveTextContent('Ada Lovelace');
    expect(
      within(first).getByText(
        'Ada Lovelace changed Status from Active to Inactive on #AIM-C-012 Acme',
      ),
    ).toBeInTheDocument();
    expect(within(second).getByText('3 hours ago')).toBeInTheDocument();
    expect(second).toHaveTextContent('The system');
    expect(second).toHaveTextContent('System');
  });

  it("opens an entry's full details: every change before and after, uncut", async () => {
    const long = 'x'.repeat(120);
    const { user } = setup([
      auditEvent({
        id: 57,
        changes: [
          { field: 'notes', from: null, to: long },
          { field: 'persons', from: ['Ann'], to: ['Ann', 'Bob'] },
        ],
      }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Details of entry #57' }));
    const dialog = await screen.findByRole('dialog', { name: 'Entry #57' });
    const rows = within(within(dialog).getByRole('table', { name: 'Changes' })).getAllByRole('row');
    expect(
      rows.map((r) =>
        within(r)
          .queryAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([[], ['Notes', 'empty', long], ['Persons', 'Ann', 'Ann, Bob']]);
    expect(within(dialog).getByText('customer.updated')).toBeInTheDocument();
    expect(within(dialog).getByText('req-1')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("says 'No activity matches' when nothing does", async () => {
    setup([]);
    expect(await screen.findByText('No activity matches')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Activity' })).not.toBeInTheDocument();
  });
});

describe('ActivityPage filters', () => {
  it('puts each filter in the address and the request, and Clear filters drops them all', async () => {
    const { user, api, location } = setup([
      auditEvent({ id: 3, actor: { id: 8, name: 'Mike Wilson', kind: 'staff' } }),
      auditEvent({ id: 2, action: 'role.created', entity: 'role', entity_label: 'Auditors' }),
    ]);
    await screen.findByText(/on #AIM-C-012 Acme$/);
    const userSelect = screen.getByLabelText('User');
    await waitFor(() =>
      expect(within(userSelect).getByRole('option', { name: 'Mike Wilson' })).toBeInTheDocument(),
    );
    await user.selectOptions(userSelect, 'Mike Wilson');
    await waitFor(() => expect(location()).toBe('/activity?actor_id=8'));
    // The business areas by name, then the trail's own entries.
    const areas = within(screen.getByLabelText('Area'))
      .getAllByRole('option')
      .map((option) => option.textContent ?? '')
      .slice(1);
    expect(areas.slice(-2)).toEqual(['Refused requests', 'Activity log']);
    const named = areas.slice(0, -2);
    expect(named).toEqual([...named].sort((a, b) => a.localeCompare(b)));
    expect(named).toEqual(expect.arrayContaining(['Customers', 'Invoices', 'System users']));
    await user.selectOptions(screen.getByLabelText('Area'), 'Customers');
    await user.type(screen.getByLabelText('Action'), 'customer.updated');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-30' } });
    await user.type(screen.getByRole('searchbox', { name: 'Search activity' }), 'acme{Enter}');
    await waitFor(() =>
      expect(location()).toBe(
        '/activity?search=acme&entity=customer&actor_id=8&action=customer.updated&from=2026-11-01&to=2026-11-30',
      ),
    );
    await waitFor(() => expect(api.lastParams().get('search')).toBe('acme'));
    expect(Object.fromEntries(api.lastParams())).toEqual({
      search: 'acme',
      entity: 'customer',
      actor_id: '8',
      action: 'customer.updated',
      from: '2026-11-01',
      to: '2026-11-30',
      page: '1',
      limit: '20',
    });
    expect(screen.getByText(/Mike Wilson changed Status/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(location()).toBe('/activity'));
    expect(await screen.findByText(/created Auditors$/)).toBeInTheDocument();
    expect(screen.getByLabelText('Action')).toHaveValue('');
  });

  it('takes an action name it does not know on Enter, not while it is being typed', async () => {
    const { user, location } = setup();
    await screen.findByText(/on Customer 3$/);
    await user.type(screen.getByLabelText('Action'), 'ticket.reopened');
    expect(location()).toBe('/activity');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe('/activity?action=ticket.reopened'));
    expect(await screen.findByText('No activity matches')).toBeInTheDocument();
    expect(screen.getByText('Try another search or filter.')).toBeInTheDocument();
  });

  it('reads the filters from a shared address', async () => {
    const { api } = setup(auditRows(3), '/activity?entity=role&from=2026-11-02');
    expect(await screen.findByText('No activity matches')).toBeInTheDocument();
    expect(screen.getByLabelText('Area')).toHaveValue('role');
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-02');
    expect(api.lastParams().get('entity')).toBe('role');
  });
});

describe('ActivityPage pagination', () => {
  it('pages by 20 and keeps the page in the address and the request', async () => {
    const { user, api, location } = setup(auditRows(45));
    await screen.findByText(/on Customer 45$/);
    expect(
      within(screen.getByRole('table', { name: 'Activity' })).getAllByRole('row'),
    ).toHaveLength(21);
    expect(pager().getByText('Page 1 of 3 • Total 45')).toBeInTheDocument();
    await user.click(pager().getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(/on Customer 25$/)).toBeInTheDocument();
    expect(location()).toBe('/activity?page=2');
    expect(api.lastParams().get('page')).toBe('2');
    await user.click(pager().getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText(/on Customer 1$/)).toBeInTheDocument();
    expect(pager().getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('shows no pager when everything fits on one page', async () => {
    setup(auditRows(20));
    await screen.findByText(/on Customer 20$/);
    expect(screen.queryByRole('navigation', { name: 'Activity pages' })).not.toBeInTheDocument();
  });
});

describe('ActivityPage export and verify', () => {
  it('links Export CSV to the export with the filters in force, without the page', async () => {
    setup(auditRows(3), '/activity?page=1&entity=customer&actor_id=8&search=acme&to=2026-11-30');
    const link = await screen.findByRole('link', { name: 'Export CSV' });
    const href = new URL(link.getAttribute('href')!, 'http://localhost');
    expect(href.pathname).toBe('/api/audit/export.csv');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      search: 'acme',
      entity: 'customer',
      actor_id: '8',
      to: '2026-11-30',
    });
  });

  it('says the log is intact with how many entries were checked', async () => {
    const { user, api } = setup(auditRows(1), '/activity', {
      ok: true,
      checked: 1234,
      first_broken_id: null,
      first_missing_seq: null,
    });
    await screen.findByText(/on Customer 1$/);
    expect(verifyStatus()).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Verify log' }));
    await waitFor(() =>
      expect(verifyStatus()).toHaveTextContent('Log intact: 1,234 entries checked'),
    );
    expect(api.verifyCalls()).toBe(1);
  });

  it('names the first entry that no longer matches its chain', async () => {
    const { user } = setup(auditRows(1), '/activity', {
      ok: false,
      checked: 57,
      first_broken_id: 57,
      first_missing_seq: null,
    });
    await screen.findByText(/on Customer 1$/);
    await user.click(screen.getByRole('button', { name: 'Verify log' }));
    await waitFor(() =>
      expect(verifyStatus()).toHaveTextContent('Log altered: entry #57 does not match its chain'),
    );
  });

  it('names the first missing place when the newest entries were deleted', async () => {
    const { user } = setup(auditRows(1), '/activity', {
      ok: false,
      checked: 56,
      first_broken_id: null,
      first_missing_seq: 57,
    });
    await screen.findByText(/on Customer 1$/);
    await user.click(screen.getByRole('button', { name: 'Verify log' }));
    await waitFor(() =>
      expect(verifyStatus()).toHaveTextContent(
        'Log altered: entries are missing from position #57 on',
      ),
    );
  });
});
