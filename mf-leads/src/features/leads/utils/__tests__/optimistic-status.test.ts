import { fixtures } from '@trellis/platform/testing';
import { withLeadStatus } from '../optimistic-status';

const page = fixtures.leadList(
  [fixtures.lead({ id: 1, status: 'BID' }), fixtures.lead({ id: 2, status: 'Confirm' })],
  { total: 30, stats: { total: 30, BID: 12, Confirm: 8, Reschedule: 6, Cancelled: 4 } },
);

describe('withLeadStatus', () => {
  it('changes the row and moves one count from the old status to the new', () => {
    const next = withLeadStatus(page, 1, { status: 'Reschedule', reschedule_date: '2026-12-01' });
    expect(next.items[0]).toMatchObject({ status: 'Reschedule', reschedule_date: '2026-12-01' });
    expect(next.items[1]).toBe(page.items[1]);
    expect(next.stats).toEqual({ total: 30, BID: 11, Confirm: 8, Reschedule: 7, Cancelled: 4 });
    expect(page.stats.BID).toBe(12);
  });

  it('leaves the tiles alone when only the follow-up date changes', () => {
    const moved = withLeadStatus(page, 1, { status: 'BID', reschedule_date: null });
    expect(moved.stats).toEqual(page.stats);
  });

  it('leaves a page without the lead as it is', () => {
    expect(withLeadStatus(page, 99, { status: 'Cancelled', reschedule_date: null })).toBe(page);
  });
});
