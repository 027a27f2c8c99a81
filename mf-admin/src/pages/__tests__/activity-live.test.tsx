import { act, screen, waitFor } from '@testing-library/react';
import { REALTIME_EVENTS } from '@trellis/contracts';
import { connectRealtimeAroundEach, emitRealtime, setupPageTest } from '@trellis/platform/testing';
import { renderAdmin } from '../../test/render-admin';
import { auditEvent, auditRows, fakeAuditApi } from '../../test/audit-api';
import { fakeJobsApi } from '../../test/jobs-api';
import { fakeSystemUsersApi, sampleUsers } from '../../test/system-users-api';

const { server, serveAndRender } = setupPageTest();

function setup(rows = auditRows(3), path = '/activity') {
  server.use(...fakeSystemUsersApi(sampleUsers()).handlers, ...fakeJobsApi().handlers);
  return serveAndRender(fakeAuditApi(rows), () => renderAdmin('/activity', path));
}

const newEntries = () => screen.getByRole('status', { name: 'New entries' });
const announce = (id: number, entity = 'customer') =>
  act(() => emitRealtime(REALTIME_EVENTS.auditRecorded, { id, entity, entity_id: String(id) }));

connectRealtimeAroundEach();

describe('ActivityPage live entries', () => {
  it('loads page 1 again when an entry is recorded', async () => {
    const { api } = setup();
    await screen.findByText(/on Customer 3$/);
    api.record(auditEvent({ id: 100, entity_id: '100', entity_label: 'Globex' }));
    announce(100);
    expect(await screen.findByText(/on Globex$/)).toBeInTheDocument();
  });

  it('ignores an entry outside the chosen area', async () => {
    const { api } = setup(auditRows(3), '/activity?entity=customer');
    await screen.findByText(/on Customer 3$/);
    const asked = api.listRequestCount();
    announce(101, 'role');
    // The next event in the chosen area is the proof the first one was skipped, not pending.
    api.record(auditEvent({ id: 102, entity_id: '102', entity_label: 'Initech' }));
    announce(102);
    expect(await screen.findByText(/on Initech$/)).toBeInTheDocument();
    expect(api.listRequestCount()).toBe(asked + 1);
  });

  it('past page 1, keeps the rows in place and counts the new entries, with a way back to them', async () => {
    const { api, user, location } = setup(auditRows(45), '/activity?page=2');
    await screen.findByText(/on Customer 25$/);
    expect(newEntries()).toBeEmptyDOMElement();
    api.record(auditEvent({ id: 200, entity_id: '200', entity_label: 'Umbrella' }));
    announce(200);
    api.record(auditEvent({ id: 201, entity_id: '201', entity_label: 'Hooli' }));
    announce(201);
    await waitFor(() => expect(newEntries()).toHaveTextContent('2 new entries'));
    expect(screen.getByText(/on Customer 25$/)).toBeInTheDocument();
    expect(screen.queryByText(/on Hooli$/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show newest' }));
    expect(await screen.findByText(/on Hooli$/)).toBeInTheDocument();
    expect(location()).toBe('/activity');
    expect(newEntries()).toBeEmptyDOMElement();
  });
});
