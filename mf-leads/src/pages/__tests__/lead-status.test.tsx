import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDate } from '@trellis/ui/format';
import { useToastStore } from '@trellis/platform';
import {
  apiErrorResponse,
  fixtures,
  HttpResponse,
  setupPageTest,
  statValue,
} from '@trellis/platform/testing';
import { renderApp } from '../../test/render-app';
import { dayFromToday, fakeLeadsApi, heldResponse } from '../../test/leads-api';

const { serveAndRender } = setupPageTest();

const bid = fixtures.lead({ id: 1, task_name: 'Rack install', status: 'BID' });
const rescheduled = fixtures.lead({
  id: 2,
  task_name: 'Fibre splice',
  status: 'Reschedule',
  reschedule_date: dayFromToday(5),
});

function setup(rows = [bid, rescheduled]) {
  return serveAndRender(fakeLeadsApi(rows), () => renderApp('/leads'));
}

const tile = (label: string) => statValue('Lead summary', label);
const row = (code: string) => screen.getByRole('row', { name: new RegExp(code) });

async function openStatus(user: ReturnType<typeof userEvent.setup>, name: RegExp) {
  await user.click(await screen.findByRole('button', { name }));
  const dialog = await screen.findByRole('dialog', { name: 'Change Status' });
  return within(dialog);
}

afterEach(() => useToastStore.setState({ toasts: [] }));

describe('Change Status modal', () => {
  it('enables Submit only for a real change, with a preview, and a follow-up date for Reschedule and Cancelled only', async () => {
    const { user } = setup();
    const modal = await openStatus(user, /Change Status of #AIM-L-001/);
    const submit = modal.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    expect(modal.getByRole('status')).toHaveTextContent('Choose a new status or follow-up date');
    expect(modal.queryByLabelText(/Follow-up Date/)).not.toBeInTheDocument();

    await user.selectOptions(modal.getByLabelText('Status'), 'Reschedule');
    expect(submit).toBeEnabled();
    expect(modal.getByRole('status')).toHaveTextContent(
      'Status will change from BID to Reschedule.',
    );
    expect(modal.getByLabelText(/Follow-up Date/)).toHaveAttribute('min', dayFromToday(0));

    await user.selectOptions(modal.getByLabelText('Status'), 'Cancelled');
    expect(modal.getByLabelText(/Follow-up Date/)).toBeInTheDocument();

    await user.selectOptions(modal.getByLabelText('Status'), 'Confirm');
    expect(modal.queryByLabelText(/Follow-up Date/)).not.toBeInTheDocument();
    expect(modal.getByRole('status')).toHaveTextContent(
      'Status will change from BID to Confirmed.',
    );

    await user.selectOptions(modal.getByLabelText('Status'), 'BID');
    expect(submit).toBeDisabled();
    expect(modal.getByLabelText(/Reason/)).toBeInTheDocument();
  });

  it('enables Submit when only the follow-up date changes, and previews a cleared date', async () => {
    const { user } = setup();
    const modal = await openStatus(user, /Change Status of #AIM-L-002/);
    const date = modal.getByLabelText(/Follow-up Date/);
    expect(date).toHaveValue(dayFromToday(5));
    expect(modal.getByRole('button', { name: 'Submit' })).toBeDisabled();

    await user.clear(date);
    await user.type(date, dayFromToday(9));
    expect(modal.getByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(modal.getByRole('status')).toHaveTextContent(
      `Follow-up date will be ${formatDate(dayFromToday(9))}.`,
    );

    await user.clear(date);
    expect(modal.getByRole('status')).toHaveTextContent('The follow-up date will be cleared.');
  });

  it('refuses a follow-up date in the past', async () => {
    const { user, api } = setup();
    const modal = await openStatus(user, /Change Status of #AIM-L-001/);
    await user.selectOptions(modal.getByLabelText('Status'), 'Cancelled');
    await user.type(modal.getByLabelText(/Follow-up Date/), dayFromToday(-1));
    await user.click(modal.getByRole('button', { name: 'Submit' }));
    expect(await modal.findByText('Follow-up date cannot be in the past')).toBeInTheDocument();
    expect(api.writes).toHaveLength(0);
  });

  it('changes the row and tiles at once, then takes the server values and closes', async () => {
    const { user, api } = setup();
    const held = heldResponse(() =>
      HttpResponse.json(
        fixtures.leadDetail({ ...bid, status: 'Reschedule', reschedule_date: dayFromToday(2) }),
      ),
    );
    api.answerStatusWith(held.answer);
    await screen.findByText('Rack install');
    expect(tile('BID')).toHaveTextContent('1');
    expect(tile('Rescheduled')).toHaveTextContent('1');

    const modal = await openStatus(user, /Change Status of #AIM-L-001/);
    await user.selectOptions(modal.getByLabelText('Status'), 'Reschedule');
    await user.type(modal.getByLabelText(/Follow-up Date/), dayFromToday(2));
    await user.type(modal.getByLabelText(/Reason/), 'Client asked for next week');
    await user.click(modal.getByRole('button', { name: 'Submit' }));

    // Before the server has answered.
    await waitFor(() => expect(tile('BID')).toHaveTextContent('0'));
    expect(tile('Rescheduled')).toHaveTextContent('2');
    expect(within(row('#AIM-L-001')).getByText('Follow-up')).toBeInTheDocument();
    expect(within(row('#AIM-L-001')).getByText('Reschedule')).toBeInTheDocument();
    expect(api.writes).toEqual([
      expect.objectContaining({
        method: 'PUT',
        id: 1,
        body: {
          status: 'Reschedule',
          reschedule_date: dayFromToday(2),
          reason: 'Client asked for next week',
        },
      }),
    ]);

    act(() => held.release());
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Change Status' })).not.toBeInTheDocument(),
    );
    expect(useToastStore.getState().toasts.at(-1)).toMatchObject({
      message: '#AIM-L-001 is now Reschedule',
      type: 'success',
    });
  });

  it('sends a null follow-up date for Confirm', async () => {
    const { user, api } = setup();
    const modal = await openStatus(user, /Change Status of #AIM-L-002/);
    await user.selectOptions(modal.getByLabelText('Status'), 'Confirm');
    await user.click(modal.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(api.writes).toHaveLength(1));
    expect(api.writes[0]!.body).toEqual({ status: 'Confirm', reschedule_date: null, reason: null });
    expect(
      await within(row('#AIM-L-002')).findByRole('link', { name: /Create Ticket/ }),
    ).toBeInTheDocument();
    expect(within(row('#AIM-L-002')).queryByText('Follow-up')).not.toBeInTheDocument();
  });

  it("rolls the row and tiles back on failure, keeps the modal open and toasts the server's message", async () => {
    const { user, api } = setup();
    const held = heldResponse(() =>
      apiErrorResponse(409, 'The lead changed meanwhile', 'CONFLICT'),
    );
    api.answerStatusWith(held.answer);
    const modal = await openStatus(user, /Change Status of #AIM-L-001/);
    await user.selectOptions(modal.getByLabelText('Status'), 'Confirm');
    await user.click(modal.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(tile('Confirmed')).toHaveTextContent('1'));
    expect(tile('BID')).toHaveTextContent('0');

    act(() => held.release());
    await waitFor(() => expect(tile('BID')).toHaveTextContent('1'));
    expect(tile('Confirmed')).toHaveTextContent('0');
    expect(within(row('#AIM-L-001')).getByText('BID')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Change Status' })).toBeInTheDocument();
    expect(useToastStore.getState().toasts.at(-1)).toMatchObject({
      message: 'The lead changed meanwhile',
      type: 'error',
    });
    expect(modal.getByLabelText('Status')).toHaveValue('Confirm');
  });

  it("toasts 'Failed to update the lead status' when the server gives no reason", async () => {
    const { user, api } = setup();
    api.answerStatusWith(() => HttpResponse.error());
    const modal = await openStatus(user, /Change Status of #AIM-L-001/);
    await user.selectOptions(modal.getByLabelText('Status'), 'Cancelled');
    await user.click(modal.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(useToastStore.getState().toasts.at(-1)?.message).toBe(
        'Failed to update the lead status',
      ),
    );
    expect(screen.getByRole('dialog', { name: 'Change Status' })).toBeInTheDocument();
  });
});
