import { fixtures } from '../testing';

describe('ticket fixtures', () => {
  it('follow the ids: codes, customer and engineer names, the lead code', () => {
    const row = fixtures.ticketListItem({ id: 4, customer_id: 3, engineer_id: 5 });
    expect(row).toMatchObject({
      code: '#AIM-T-004',
      customer_name: 'Customer 3',
      customer_code: '#AIM-C-003',
      engineer_name: 'Engineer 5',
      status: 'Offered',
      priority: 'Medium',
    });
    const ticket = fixtures.ticket({ id: 4, lead_id: 12 });
    expect(ticket).toMatchObject({ lead_code: '#AIM-L-012', currency: 'USD', total_hours: 0 });
    expect(fixtures.ticketEngineerOption({ id: 9 }).code).toBe('AIM-E-009');
    expect(fixtures.ticketLeadOption({ id: 2 }).code).toBe('#AIM-L-002');
  });

  it('group the list stats as the tiles do, and compute a work log from its times', () => {
    const items = [
      fixtures.ticketListItem({ status: 'Accepted' }),
      fixtures.ticketListItem({ status: 'On Hold' }),
      fixtures.ticketListItem({ status: 'In Progress' }),
      fixtures.ticketListItem({ status: 'Closed' }),
      fixtures.ticketListItem({ status: 'Expired' }),
    ];
    expect(fixtures.ticketList(items).stats).toEqual({
      total: 5,
      open: 2,
      in_progress: 1,
      resolved: 1,
      expired: 1,
    });
    expect(fixtures.ticketList([], { stats: { open: 7 } }).stats.open).toBe(7);
    const log = fixtures.workLog({ start_time: '09:00', end_time: '11:30', break_minutes: 30 });
    expect(log).toMatchObject({ duration_hours: 2.5, actual_hours: 2 });
  });

  it('fail loudly when an override drifts from the contract', () => {
    expect(() => fixtures.ticketListItem({ status: 'Open' as never })).toThrow(
      /fixtures\.ticketListItem does not match the contract:\n {2}status:/,
    );
    expect(() => fixtures.ticket({ hourly_rate: '50' })).toThrow(/hourly_rate/);
  });
});
