import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LEAD_MESSAGES, type Permission } from '@trellis/contracts';
import { fixtures, setupApiServer } from '@trellis/platform/testing';
import { renderApp } from '../../test/render-app';
import { fakeLeadsApi, leadRows } from '../../test/leads-api';

const server = setupApiServer();

async function openListAs(permissions: Permission[]) {
  const rows = leadRows(1, { status: 'Confirm', ticket_id: null, ticket_code: null });
  server.use(...fakeLeadsApi(rows).handlers);
  renderApp('/leads', fixtures.user({ permissions }));
  const row = (await screen.findByText(rows[0]!.task_name)).closest('tr')!;
  await userEvent
    .setup({ delay: null })
    .click(within(row).getByRole('button', { name: /^Actions for/ }));
  const menu = screen.getAllByRole('menuitem').map((item) => item.textContent);
  return { row: within(row), menu };
}

describe('LeadsPage, by permission', () => {
  it('offers a reader only the view: no Add lead, Import, status change, Create Ticket, edit, clone or delete', async () => {
    const { row, menu } = await openListAs(['read']);
    expect(menu).toEqual(['View']);
    expect(screen.queryByRole('button', { name: LEAD_MESSAGES.addLead })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();
    expect(row.queryByRole('button', { name: /Change Status/i })).not.toBeInTheDocument();
    expect(row.queryByRole('link', { name: /Create Ticket/ })).not.toBeInTheDocument();
  });

  it('offers Edit and the status change with Update, Clone, Add and Import with Create, Delete with Delete', async () => {
    const { row, menu } = await openListAs(['read', 'create', 'update', 'delete']);
    expect(menu).toEqual(['View', 'Edit', 'Clone', 'Delete']);
    expect(screen.getByRole('button', { name: LEAD_MESSAGES.addLead })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
    expect(row.getByRole('button', { name: /Change Status/i })).toBeInTheDocument();
    expect(row.getByRole('link', { name: /Create Ticket/ })).toBeInTheDocument();
  });
});
