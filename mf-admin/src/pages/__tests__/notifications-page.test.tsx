import { act, screen, waitFor, within } from '@testing-library/react';
import { REALTIME_EVENTS, type NotificationItem } from '@trellis/contracts';
import {
  connectRealtimeAroundEach,
  emitRealtime,
  fixtures,
  setupPageTest,
} from '@trellis/platform/testing';
import { renderAdmin } from '../../test/render-admin';
import { fakeNotificationsApi, notificationRows } from '../../test/notifications-api';

const { serveAndRender } = setupPageTest();

function setup(rows: NotificationItem[] = notificationRows(3), path = '/notifications') {
  return serveAndRender(fakeNotificationsApi(rows), () => renderAdmin('/notifications', path));
}

const entry = (title: string) => screen.findByRole('listitem', { name: title });

describe('NotificationsPage', () => {
  it('lists every notification, newest first, unread ones marked, each opening its record', async () => {
    setup([
      fixtures.notification({
        id: 2,
        title: 'Insurance certificate expires in 30 days',
        message: 'Acme: the insurance certificate expires on 20 Dec 2026.',
        link: '/customers/12',
      }),
      fixtures.notification({ id: 1, title: 'Ticket assigned', read: true, read_at: null }),
    ]);
    const expiring = within(await entry('Insurance certificate expires in 30 days'));
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    expect(expiring.getByText(/the insurance certificate expires/)).toBeInTheDocument();
    expect(expiring.getByText('Unread')).toBeInTheDocument();
    expect(
      expiring.getByRole('link', { name: 'Open: Insurance certificate expires in 30 days' }),
    ).toHaveAttribute('href', '/customers/12');

    const read = within(await entry('Ticket assigned'));
    expect(read.queryByText('Unread')).not.toBeInTheDocument();
    expect(read.queryByRole('button', { name: /Mark read/ })).not.toBeInTheDocument();
    expect(read.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('1 unread')).toBeInTheDocument();
  });

  it('keeps the unread filter in the address and asks the API for the unread ones', async () => {
    const rows = notificationRows(3);
    rows[0] = { ...rows[0]!, read: true };
    const { api, user, location } = setup(rows);
    await entry('Notification 3');

    await user.click(screen.getByRole('checkbox', { name: 'Unread only' }));
    await waitFor(() => expect(location()).toBe('/notifications?unread=true'));
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Notification 3' })).not.toBeInTheDocument(),
    );
    expect(api.lastParams().get('unread')).toBe('true');

    await user.click(screen.getByRole('checkbox', { name: 'Unread only' }));
    await waitFor(() => expect(location()).toBe('/notifications'));
    expect(await entry('Notification 3')).toBeInTheDocument();
  });

  it('marks one read', async () => {
    const { api, user } = setup();
    const note = within(await entry('Notification 2'));
    await user.click(note.getByRole('button', { name: 'Mark read: Notification 2' }));
    await waitFor(() => expect(note.queryByText('Unread')).not.toBeInTheDocument());
    expect(api.writes).toEqual(['read 2']);
    expect(screen.getByText('2 unread')).toBeInTheDocument();
  });

  it('marks all read, and is off when nothing is unread', async () => {
    const { api, user } = setup();
    await entry('Notification 3');
    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(screen.queryByText('Unread')).not.toBeInTheDocument());
    expect(api.writes).toEqual(['read-all']);
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  it('says when there is nothing, or nothing unread', async () => {
    setup([], '/notifications?unread=true');
    expect(await screen.findByText('No new notifications.')).toBeInTheDocument();
  });

  it('pages through them, the page in the address', async () => {
    const { user, location } = setup(notificationRows(25));
    await entry('Notification 25');
    const pager = within(screen.getByRole('navigation', { name: 'Notification pages' }));
    await user.click(pager.getByRole('button', { name: /Next/ }));
    expect(await entry('Notification 15')).toBeInTheDocument();
    expect(location()).toBe('/notifications?page=2');
  });

  describe('live', () => {
    connectRealtimeAroundEach();

    it('shows a new notification as it is written', async () => {
      const { api } = setup();
      await entry('Notification 3');
      api.add(fixtures.notification({ id: 50, title: 'Lead confirmed' }));
      act(() =>
        emitRealtime(REALTIME_EVENTS.notificationCreated, {
          id: 50,
          kind: 'lead',
          title: 'Lead confirmed',
          read: false,
        }),
      );
      expect(await entry('Lead confirmed')).toBeInTheDocument();
      expect(screen.getByText('4 unread')).toBeInTheDocument();
    });
  });
});
