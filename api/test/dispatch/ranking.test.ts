import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  rankSuggestions,
  type RankedEngineer,
  type RankingInput,
} from '../../src/services/dispatch-ranking';

const engineer = (id: number, username: string, expiry?: string): RankedEngineer => ({
  id,
  username,
  nearest_expiry: expiry ?? null,
  nearest_expiry_document: expiry ? 'Right to work: Tier 2' : null,
});

const input = (overrides: Partial<RankingInput> = {}): RankingInput => ({
  ticket: { task_start_date: '2026-12-02', task_end_date: '2026-12-04', city: 'Leeds' },
  today: '2026-11-20',
  engineers: [],
  bookings: [],
  leaves: [],
  jobs: [],
  ...overrides,
});

const summary = (value: RankingInput) =>
  rankSuggestions(value).map((s) => `${s.name}: ${s.availability} (${s.reason})`);

describe('rankSuggestions', () => {
  it('puts the assignable first, then the least booked, the most local, the name and the id', () => {
    const ranked = rankSuggestions(
      input({
        engineers: [
          engineer(1, 'zoe'),
          engineer(2, 'Amy', '2026-12-01'),
          engineer(3, 'Bob'),
          engineer(4, 'Cy'),
          engineer(5, 'ann'),
          engineer(6, 'Ann'),
          engineer(7, 'Ann'),
        ],
        bookings: [{ engineer_id: 3, day: '2026-12-03', tickets: 1 }],
        jobs: [
          { engineer_id: 1, jobs: 2 },
          { engineer_id: 4, jobs: 1 },
        ],
      }),
    );
    assert.deepEqual(
      ranked.map((s) => s.engineer_id),
      [1, 4, 6, 7, 5, 3, 2],
    );
  });

  it('is deterministic whatever order the engineers come in', () => {
    const engineers = ['Dee', 'cal', 'Bea', 'Abe', 'abe'].map((name, i) => engineer(i + 1, name));
    const first = rankSuggestions(input({ engineers }));
    const second = rankSuggestions(input({ engineers: [...engineers].reverse() }));
    assert.deepEqual(second, first);
    assert.deepEqual(
      first.map((s) => s.name),
      ['Abe', 'abe', 'Bea', 'cal', 'Dee'],
    );
  });

  it('says why in words, and the availability: not compliant, on leave, overbooked, available', () => {
    assert.deepEqual(
      summary(
        input({
          engineers: [
            engineer(1, 'Ann'),
            engineer(2, 'Bob'),
            engineer(3, 'Cy'),
            engineer(4, 'Dee', '2026-12-03'),
            engineer(5, 'Eve', '2026-12-01'),
          ],
          bookings: [
            { engineer_id: 2, day: '2026-12-02', tickets: 1 },
            { engineer_id: 2, day: '2026-12-03', tickets: 2 },
            { engineer_id: 2, day: '2026-12-04', tickets: 1 },
          ],
          leaves: [
            { engineer_id: 3, start_date: '2026-12-04', end_date: '2026-12-09' },
            { engineer_id: 5, start_date: '2026-12-03', end_date: '2026-12-03' },
          ],
          jobs: [{ engineer_id: 1, jobs: 1 }],
        }),
      ),
      [
        'Ann: available (free all 3 days · 1 earlier job in Leeds)',
        'Bob: overbooked (booked 8 h on 2026-12-02, 16 h on 2026-12-03 (+1 more day) · no earlier jobs in Leeds)',
        'Cy: on_leave (on leave 2026-12-04 to 2026-12-09)',
        'Dee: not_compliant (right to work: Tier 2 expires 2026-12-03)',
        'Eve: not_compliant (right to work: Tier 2 expires 2026-12-01 · on leave 2026-12-03)',
      ],
    );
  });

  it('at the boundaries: leave ending the day before is fine, leave starting on the last day is not', () => {
    const ranked = summary(
      input({
        engineers: [engineer(1, 'Before'), engineer(2, 'OnLast'), engineer(3, 'After')],
        leaves: [
          { engineer_id: 1, start_date: '2026-11-28', end_date: '2026-12-01' },
          { engineer_id: 2, start_date: '2026-12-04', end_date: '2026-12-04' },
          { engineer_id: 3, start_date: '2026-12-05', end_date: '2026-12-10' },
        ],
      }),
    );
    assert.deepEqual(ranked, [
      'After: available (free all 3 days · no earlier jobs in Leeds)',
      'Before: available (free all 3 days · no earlier jobs in Leeds)',
      'OnLast: on_leave (on leave 2026-12-04)',
    ]);
  });

  it('right to work expiring on the ticket’s last day is compliant (as the 409 rule has it)', () => {
    const [onLast, dayBefore] = rankSuggestions(
      input({
        engineers: [engineer(1, 'A', '2026-12-04'), engineer(2, 'B', '2026-12-03')],
      }),
    );
    assert.deepEqual(
      [onLast!.engineer_id, onLast!.availability, dayBefore!.availability],
      [1, 'available', 'not_compliant'],
    );
  });

  it('a ticket already over is checked through today', () => {
    const [only] = rankSuggestions(
      input({
        ticket: { task_start_date: '2026-10-01', task_end_date: '2026-10-02', city: null },
        engineers: [engineer(1, 'A', '2026-11-19')],
      }),
    );
    assert.equal(only!.reason, 'right to work: Tier 2 expires 2026-11-19');
  });

  it('one day, no city, no dates', () => {
    const oneDay = rankSuggestions(
      input({
        ticket: { task_start_date: '2026-12-02', task_end_date: '2026-12-02', city: null },
        engineers: [engineer(1, 'A')],
        jobs: [{ engineer_id: 1, jobs: 4 }],
      }),
    );
    assert.deepEqual([oneDay[0]!.reason, oneDay[0]!.earlier_jobs_in_city], ['free that day', 0]);
    const undated = rankSuggestions(
      input({
        ticket: { task_start_date: null, task_end_date: null, city: 'Leeds' },
        engineers: [engineer(1, 'A')],
        leaves: [{ engineer_id: 1, start_date: '2026-12-01', end_date: '2026-12-09' }],
      }),
    );
    assert.deepEqual(
      [undated[0]!.availability, undated[0]!.reason],
      ['available', 'no dates set · no earlier jobs in Leeds'],
    );
  });
});
