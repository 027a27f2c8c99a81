import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Knex } from 'knex';
import { attendance, attendanceFixture, type AttendanceFixture } from './attendance-factory';
import { eventually } from '../helpers/eventually';

// Attendance reads engineer_attendance_days, kept by triggers on the tables its days come from.
// After each kind of write, made in SQL as any writer could, the kept days must equal the same
// days worked out again from the tables (engineer_attendance_worked_out).

type KeptDay = [
  engineer: number,
  day: string,
  minutes: number,
  leave: string | null,
  holiday: string | null,
];

/** The kept days, or (`from`) the same worked out from the tables. */
async function days(db: Knex, from = 'engineer_attendance_days'): Promise<KeptDay[]> {
  const { rows } = await db.raw<{ rows: Record<string, unknown>[] }>(
    `select engineer_id, day::text as day, minutes, leave_type, holiday
       from ${from} order by engineer_id, day`,
  );
  return rows.map((row) => [
    row.engineer_id as number,
    row.day as string,
    row.minutes as number,
    row.leave_type as string | null,
    row.holiday as string | null,
  ]);
}

const recomputed = (db: Knex) => days(db, 'engineer_attendance_worked_out()');

/** Whether some session of the database waits for a lock. */
async function someoneWaits(db: Knex): Promise<boolean> {
  const { rows } = await db.raw<{ rows: unknown[] }>(
    'select 1 from pg_locks where not granted and database = (select oid from pg_database where datname = current_database())',
  );
  return rows.length > 0;
}

describe('engineer_attendance_days, kept by triggers', () => {
  let fx: AttendanceFixture;
  let db: Knex;
  const dayOf = async (name: 'ann' | 'bo' | 'cy' | 'dan', date: string) => {
    const answer = await attendance(fx, {});
    const row = answer.items.find((item) => item.engineer_id === fx.engineers[name]);
    return row?.days.find((day) => day.date === date);
  };
  const ticketOf = async (engineer: number, country: string) =>
    (await db('tickets').where({ engineer_id: engineer, country }).first<{ id: number }>('id'))!.id;
  const holiday = (title: string, country: string, date: string) =>
    db('holidays').insert({ title, type: 'Public Holiday', country, date });
  const keptAsRecomputed = async () => {
    const kept = await days(db);
    assert.ok(kept.length > 0);
    assert.deepEqual(kept, await recomputed(db));
  };

  before(async () => {
    fx = await attendanceFixture();
    db = fx.t.db;
  });
  after(async () => fx.t.close());

  it('holds the fixture as written (its holidays came after the work logged on them)', async () => {
    await keptAsRecomputed();
    assert.equal((await dayOf('ann', '2026-03-03'))?.holiday, 'Probe-Feiertag');
  });

  it('follows holidays added, renamed and removed', async () => {
    await holiday('Zweiter Tag', 'Germany', '2026-03-02');
    assert.equal((await dayOf('ann', '2026-03-02'))?.holiday, 'Zweiter Tag');
    await db('holidays').where({ title: 'Zweiter Tag' }).update({ title: 'Anderer Tag' });
    assert.equal((await dayOf('ann', '2026-03-02'))?.holiday, 'Anderer Tag');
    await db('holidays').where({ title: 'Anderer Tag' }).delete();
    assert.equal((await dayOf('ann', '2026-03-02'))?.holiday, null);
    await keptAsRecomputed();
  });

  it("follows a ticket's country: its holidays leave the days worked on it", async () => {
    // Bo logged work on the French ticket on 31 March, outside its booked days.
    await holiday('Fête Test', 'France', '2026-03-31');
    assert.equal((await dayOf('bo', '2026-03-31'))?.holiday, 'Fête Test');
    const paris = await ticketOf(fx.engineers.bo, 'France');
    await db('tickets').where({ id: paris }).update({ country: 'Spain' });
    assert.equal((await dayOf('bo', '2026-03-31'))?.holiday, null);
    await keptAsRecomputed();
  });

  it('follows work logs changed and deleted', async () => {
    await db('ticket_work_logs')
      .where({ engineer_id: fx.engineers.bo, work_date: '2026-03-31' })
      .update({ end_time: '08:00' });
    assert.equal((await dayOf('bo', '2026-03-31'))?.hours, 1);
    await db('ticket_work_logs')
      .where({ engineer_id: fx.engineers.bo, work_date: '2026-03-10' })
      .delete();
    assert.equal(await dayOf('bo', '2026-03-10'), undefined);
    await keptAsRecomputed();
  });

  it('follows leave approved, then rejected', async () => {
    const pending = db('leave_requests').where({
      engineer_id: fx.engineers.ann,
      status: 'pending',
    });
    await pending.clone().update({ status: 'approved' });
    assert.equal((await dayOf('ann', '2026-03-20'))?.leave_type, 'Sick Leave');
    await keptAsRecomputed();
    await db('leave_requests')
      .where({ engineer_id: fx.engineers.ann, start_date: '2026-03-20' })
      .update({ status: 'rejected' });
    assert.equal(await dayOf('ann', '2026-03-20'), undefined);
  });

  it('follows booked days: a ticket reassigned takes its holiday along, an expired one drops it', async () => {
    const london = await ticketOf(fx.engineers.ann, 'United Kingdom');
    await db('tickets').where({ id: london }).update({ engineer_id: fx.engineers.cy });
    assert.equal(await dayOf('ann', '2026-03-17'), undefined);
    assert.equal((await dayOf('cy', '2026-03-17'))?.holiday, 'St Test Day');
    await keptAsRecomputed();
    await db('tickets').where({ id: london }).update({ status: 'Expired' });
    assert.equal(await dayOf('cy', '2026-03-17'), undefined);
    await keptAsRecomputed();
  });

  it('two writers of one engineer and day take turns: the second counts what the first committed', async () => {
    const ticket = await ticketOf(fx.engineers.ann, 'Germany');
    const log = (start: string, end: string) => ({
      ticket_id: ticket,
      engineer_id: fx.engineers.dan,
      work_date: '2026-03-05',
      start_time: start,
      end_time: end,
      status: 'In Progress',
    });
    const first = await db.transaction();
    const second = await db.transaction();
    try {
      await first('ticket_work_logs').insert(log('08:00', '09:00'));
      // A knex query starts when it is awaited or then'd: started now, it waits for the first
      // writer's lock on the engineer's days, which the first holds until it commits.
      const waiting = second('ticket_work_logs')
        .insert(log('10:00', '11:30'))
        .then(() => undefined);
      assert.ok(
        await eventually(() => someoneWaits(db)),
        'the second writer never waited for a lock',
      );
      await first.commit();
      await waiting;
      await second.commit();
    } finally {
      if (!first.isCompleted()) await first.rollback();
      if (!second.isCompleted()) await second.rollback();
    }
    assert.equal((await dayOf('dan', '2026-03-05'))?.hours, 2.5);
    await keptAsRecomputed();
  });

  it("drops a deleted engineer's days, and is worked out again after a TRUNCATE", async () => {
    await db('leave_requests').where({ engineer_id: fx.engineers.ann }).delete();
    await db('ticket_work_logs').where({ engineer_id: fx.engineers.bo }).delete();
    await db('tickets').where({ engineer_id: fx.engineers.bo }).delete();
    await db('users').where({ id: fx.engineers.bo }).delete();
    const { rows } = await db.raw<{ rows: unknown[] }>(
      'select 1 from engineer_attendance_days where engineer_id = ?',
      [fx.engineers.bo],
    );
    assert.deepEqual(rows, []);
    await keptAsRecomputed();
    await db.raw('truncate holidays');
    assert.equal((await dayOf('ann', '2026-03-03'))?.holiday, null);
    assert.equal((await dayOf('ann', '2026-03-03'))?.hours, 8);
    await keptAsRecomputed();
  });
});
