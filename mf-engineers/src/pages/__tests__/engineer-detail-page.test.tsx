import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_ROUTES, REALTIME_EVENTS, type EngineerDetail } from '@trellis/contracts';
import { useToastStore } from '@trellis/platform';
import {
  apiErrorResponse,
  connectRealtimeAroundEach,
  emitRealtime,
  fakeHistoryApi,
  fixtures,
  http,
  HttpResponse,
  setupPageTest,
} from '@trellis/platform/testing';
import { useRecentlyUpdatedStore } from '../../features/engineers/stores/recently-updated-store';
import { renderApp } from '../../test/render-app';
import { dayFromToday, fakeEngineersApi } from '../../test/engineers-api';

const { server, serveAndRender } = setupPageTest();

const EMPTY_PROFILE: EngineerDetail['profile'] = {
  personalDetails: {},
  education: [],
  technicalSkills: [],
  spokenLanguages: [],
  industryExperience: [],
  idDocuments: [],
  rightToWork: [],
  travelDetails: null,
  paymentDetails: null,
};

const section = (title: string) => within(screen.getByRole('region', { name: title }));
const toasts = () => useToastStore.getState().toasts.map((t) => [t.message, t.type]);

function setup(detail: EngineerDetail) {
  return serveAndRender(fakeEngineersApi([], [detail]), () => renderApp(`/engineers/${detail.id}`));
}

afterEach(() => {
  useToastStore.setState({ toasts: [] });
  useRecentlyUpdatedStore.getState().clear();
});

describe('EngineerDetailPage', () => {
  it("shows the engineer's History", async () => {
    const history = fakeHistoryApi(server, [
      fixtures.auditEvent({
        action: 'engineer.updated',
        entity: 'engineer',
        entity_id: '5',
        changes: [{ field: 'phone', from: '+44 20 7946 0000', to: '+44 20 7946 0005' }],
      }),
    ]);
    setup(fixtures.engineerDetail({ id: 5, name: 'Grace Hopper' }));
    const region = await screen.findByRole('region', { name: 'History' });
    expect(
      await within(region).findByText(/Ada Lovelace changed Phone from \+44 20 7946 0000/),
    ).toBeInTheDocument();
    expect(within(region).getByRole('heading', { level: 2, name: 'History' })).toBeInTheDocument();
    expect(history.lastQuery()).toMatchObject({ entity: 'engineer', entity_id: '5' });
  });

  it('shows contact info, account info and the eight profile sections', async () => {
    setup(
      fixtures.engineerDetail({
        id: 5,
        name: 'Grace Hopper',
        email: 'grace@example.com',
        phone: '+44 20 7946 0005',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Grace Hopper' })).toBeInTheDocument();
    expect(section('Contact Info').getByText('grace@example.com')).toBeInTheDocument();
    expect(section('Contact Info').getByText('+44 20 7946 0005')).toBeInTheDocument();
    expect(section('Contact Info').getByText('1 Example Street, London')).toBeInTheDocument();
    expect(section('Account Info').getByText('AIM-E-005')).toBeInTheDocument();
    expect(section('Account Info').getByText('Active')).toBeInTheDocument();
    expect(section('Account Info').getByText('Last Login')).toBeInTheDocument();
    expect(section('Education').getByText('BSc Networking')).toBeInTheDocument();
    expect(section('Technical Skills').getByText('Cisco IOS')).toBeInTheDocument();
    expect(section('Spoken Languages').getByText('English')).toBeInTheDocument();
    expect(section('Industry Experience').getByText('Telecom')).toBeInTheDocument();
    expect(section('ID Documents').getByText('Passport')).toBeInTheDocument();
    expect(section('Right To Work').getByText('UK citizen')).toBeInTheDocument();
    expect(section('Travel Details').getByText('100 km')).toBeInTheDocument();
    expect(section('Payment Details').getByText('Example Bank')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it("shows each section's empty text from the spec", async () => {
    setup(fixtures.engineerDetail({ id: 6, name: 'New Engineer', profile: EMPTY_PROFILE }));
    await screen.findByRole('heading', { name: 'New Engineer' });
    for (const text of [
      'No education details found',
      'No technical skills found',
      'No spoken languages found',
      'No industry experience found',
      'No ID documents found',
      'No right to work details found',
      'No travel details found',
      'No payment details found',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
  });

  it('shows the expiry badge on every document by the 30/45/90-day thresholds', async () => {
    setup(
      fixtures.engineerDetail({
        id: 7,
        name: 'Docs Person',
        profile: {
          ...EMPTY_PROFILE,
          idDocuments: [
            { doc_type: 'Passport', issue_date: null, expiry_date: dayFromToday(10) },
            { doc_type: 'ID card', issue_date: null, expiry_date: dayFromToday(40) },
            { doc_type: 'Licence', issue_date: null, expiry_date: dayFromToday(400) },
          ],
          rightToWork: [{ visa_types: 'Tier 2', issue_date: null, expiry_date: dayFromToday(-1) }],
        },
      }),
    );
    await screen.findByRole('heading', { name: 'Docs Person' });
    const docs = section('ID Documents');
    const entry = (name: string) => within(docs.getByText(name).closest('li')!);
    expect(entry('Passport').getByText('Expires in 10 days!')).toBeInTheDocument();
    expect(entry('ID card').getByText('Expires in 40 days!')).toBeInTheDocument();
    expect(entry('Licence').queryByText(/Expires in/)).not.toBeInTheDocument();
    expect(section('Right To Work').getByText('Expired')).toBeInTheDocument();
  });

  it("shows 'Engineer Not Found' with the spec's sentence for an unknown id", async () => {
    setup(fixtures.engineerDetail({ id: 8 }));
    renderApp('/engineers/999');
    expect(await screen.findByText('Engineer Not Found')).toBeInTheDocument();
    expect(
      screen.getByText('The engineer you are looking for does not exist.'),
    ).toBeInTheDocument();
  });

  it("shows 'Failed to load engineer details' when the load fails, and Retry asks again", async () => {
    let calls = 0;
    server.use(
      http.get(`${API_ROUTES.engineers}/:id`, () => {
        calls += 1;
        return calls === 1
          ? apiErrorResponse(500, 'Internal error', 'INTERNAL')
          : HttpResponse.json(fixtures.engineerDetail({ id: 9, name: 'Back Again' }));
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/engineers/9');
    expect(await screen.findByText('Failed to load engineer details')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Back Again' })).toBeInTheDocument();
  });

  it('edits the contact details and the status', async () => {
    const { user, api } = setup(
      fixtures.engineerDetail({ id: 10, name: 'Edit Me', phone: '+44 20 7946 0010' }),
    );
    await screen.findByRole('heading', { name: 'Edit Me' });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Engineer' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Edit Me');
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'Edited');
    await user.clear(within(dialog).getByLabelText('Phone', { exact: false }));
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'Inactive');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.writes).toEqual([
        {
          method: 'PUT',
          id: 10,
          body: {
            name: 'Edited',
            email: 'engineer10@example.com',
            phone: null,
            status: 'Inactive',
            // No rate set: it stays empty, in the default currency.
            pay_rate: null,
            pay_currency: 'USD',
          },
        },
      ]),
    );
    expect(toasts()).toContainEqual(['Engineer updated successfully!', 'success']);
  });

  it('sets the hourly pay rate in a currency, shows it, and refuses a negative one', async () => {
    const { user, api } = setup({
      ...fixtures.engineerDetail({ id: 13, name: 'Paid Person' }),
      pay_rate: '28.00',
      pay_currency: 'GBP',
    });
    await screen.findByRole('heading', { name: 'Paid Person' });
    expect(section('Account Info').getByText('£28.00 per hour')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Engineer' }));
    const rate = dialog.getByLabelText('Pay rate (per hour)', { exact: false });
    expect(rate).toHaveValue(28);
    expect(dialog.getByLabelText('Pay currency')).toHaveValue('GBP');
    await user.clear(rate);
    await user.type(rate, '-3');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Pay rate cannot be negative')).toBeInTheDocument();
    expect(api.writes).toEqual([]);
    await user.clear(rate);
    await user.type(rate, '32.5');
    await user.selectOptions(dialog.getByLabelText('Pay currency'), 'EUR');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.writes).toHaveLength(1));
    expect(api.writes[0]!.body).toMatchObject({ pay_rate: '32.50', pay_currency: 'EUR' });
  });

  it('does not offer a status for an invitee who has not set a password', async () => {
    const { user } = setup(fixtures.engineerDetail({ id: 11, name: 'Pending', status: 'Invited' }));
    await screen.findByRole('heading', { name: 'Pending' });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Engineer' });
    expect(within(dialog).queryByLabelText('Status')).not.toBeInTheDocument();
  });

  it('deletes after the confirmation and goes back to the list', async () => {
    const { user, api, location } = setup(fixtures.engineerDetail({ id: 12, name: 'Leaver' }));
    server.use(http.get(API_ROUTES.engineers, () => HttpResponse.json(fixtures.engineerList([]))));
    await screen.findByRole('heading', { name: 'Leaver' });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete Leaver?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(location()).toBe('/engineers'));
    expect(api.writes).toEqual([{ method: 'DELETE', id: 12, body: null }]);
    expect(toasts()).toContainEqual(['Engineer deleted successfully!', 'success']);
  });
});

describe('EngineerDetailPage live', () => {
  connectRealtimeAroundEach();

  it('updates when the engineer edits the profile on the phone, with the expiry badge', async () => {
    const before = fixtures.engineerDetail({ id: 20, name: 'Mobile User', profile: EMPTY_PROFILE });
    const after: EngineerDetail = {
      ...before,
      profile: {
        ...EMPTY_PROFILE,
        rightToWork: [
          { visa_types: 'Skilled Worker', issue_date: null, expiry_date: dayFromToday(10) },
        ],
      },
    };
    let current = before;
    server.use(http.get(`${API_ROUTES.engineers}/20`, () => HttpResponse.json(current)));
    renderApp('/engineers/20');
    await screen.findByRole('heading', { name: 'Mobile User' });
    expect(screen.getByText('No right to work details found')).toBeInTheDocument();

    current = after;
    act(() =>
      emitRealtime(REALTIME_EVENTS.profileUpdated, {
        id: 20,
        userId: 20,
        name: 'Mobile User',
        email: before.email,
        phone: before.phone,
      }),
    );
    expect(await screen.findByText('Skilled Worker')).toBeInTheDocument();
    expect(section('Right To Work').getByText('Expires in 10 days!')).toBeInTheDocument();
    expect(section('Account Info').getByText('Recently Updated')).toBeInTheDocument();
  });

  it('ignores updates about other engineers', async () => {
    let requests = 0;
    server.use(
      http.get(`${API_ROUTES.engineers}/21`, () => {
        requests += 1;
        return HttpResponse.json(fixtures.engineerDetail({ id: 21, name: 'Steady' }));
      }),
    );
    renderApp('/engineers/21');
    await screen.findByRole('heading', { name: 'Steady' });
    act(() => emitRealtime(REALTIME_EVENTS.engineerUpdated, { id: 22, name: 'Someone Else' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(requests).toBe(1);
    expect(screen.queryByText('Recently Updated')).not.toBeInTheDocument();
  });
});
