import { screen, within } from '@testing-library/react';
import { ENGINEER_MESSAGES, type EngineerDetail } from '@trellis/contracts';
import { fixtures, setupApiServer } from '@trellis/platform/testing';
import { renderApp } from '../../test/render-app';
import { engineerRows, fakeEngineersApi } from '../../test/engineers-api';

const server = setupApiServer();

/** The Engineer role: reads and updates, but does not manage the team. */
const engineerRole = fixtures.user({ permissions: ['read', 'update'] });

/** GET /api/engineers/:id as the API answers a caller without Manage Team: no pay, no bank. */
function detailWithoutPay(): EngineerDetail {
  const full = fixtures.engineerDetail({ id: 5, name: 'Grace Hopper' });
  const { pay_rate: _rate, pay_currency: _currency, profile, ...rest } = full;
  const { paymentDetails: _bank, ...visibleProfile } = profile;
  return { ...rest, profile: visibleProfile };
}

describe('Engineers, by permission', () => {
  it('offers no invite, no import and no delete on the list without Manage Team', async () => {
    const rows = engineerRows(1);
    server.use(...fakeEngineersApi(rows).handlers);
    renderApp('/engineers', engineerRole);
    expect(await screen.findByText(rows[0]!.name)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `View ${rows[0]!.name}` })).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: `Delete ${rows[0]!.name}` }),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: ENGINEER_MESSAGES.addEngineer }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();
  });

  it('offers the import to a holder of Manage Team', async () => {
    server.use(...fakeEngineersApi(engineerRows(1)).handlers);
    renderApp('/engineers', fixtures.user({ permissions: ['read', 'manage_team'] }));
    expect(await screen.findByRole('button', { name: 'Import' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
  });

  it('shows a detail without pay rate and payment details, and without Edit or Delete', async () => {
    server.use(...fakeEngineersApi([], [detailWithoutPay()]).handlers);
    renderApp('/engineers/5', engineerRole);
    expect(await screen.findByRole('heading', { name: 'Grace Hopper' })).toBeInTheDocument();
    const account = within(screen.getByRole('region', { name: 'Account Info' }));
    expect(account.getByText('AIM-E-005')).toBeInTheDocument();
    expect(account.queryByText('Pay Rate')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Payment Details' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Travel Details' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: ENGINEER_MESSAGES.edit })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: ENGINEER_MESSAGES.delete }),
    ).not.toBeInTheDocument();
  });

  it('offers invite, edit and delete with Manage Team', async () => {
    server.use(...fakeEngineersApi([], [fixtures.engineerDetail({ id: 5 })]).handlers);
    renderApp('/engineers/5', fixtures.user({ permissions: ['read', 'manage_team'] }));
    expect(await screen.findByRole('button', { name: ENGINEER_MESSAGES.edit })).toBeVisible();
    expect(screen.getByRole('button', { name: ENGINEER_MESSAGES.delete })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Payment Details' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Account Info' })).getByText('Pay Rate'),
    ).toBeInTheDocument();
  });
});
