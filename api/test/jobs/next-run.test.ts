// A job's next run is kept between asks; whatever the order of the instants asked about, it must
// be what working it out afresh gives, across a change of the clocks too.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { CronExpressionParser } from 'cron-parser';
import { nextRun } from '../../src/jobs/schedule';

const afresh = (cron: string, timeZone: string, from: Date) =>
  CronExpressionParser.parse(cron, { tz: timeZone, currentDate: from }).next().toDate();

describe('nextRun', () => {
  it('equals the occurrence worked out afresh, asked in any order', () => {
    const schedules = ['0 * * * *', '30 6 * * *', '5 0 1 1 *'];
    // Around the clocks going back in London (25 October 2026), each occurrence and a moment
    // either side of it, then the same instants backwards.
    const start = Date.UTC(2026, 9, 24, 22, 0);
    const instants: Date[] = [];
    for (let minutes = 0; minutes < 60 * 36; minutes += 29)
      for (const shift of [-1, 0, 1]) instants.push(new Date(start + minutes * 60_000 + shift));
    for (const cron of schedules)
      for (const from of [...instants, ...instants.slice().reverse()])
        assert.equal(
          nextRun(cron, 'Europe/London', from).toISOString(),
          afresh(cron, 'Europe/London', from).toISOString(),
          `${cron} from ${from.toISOString()}`,
        );
  });

  it('answers a copy: changing it changes no later answer', () => {
    const from = new Date(Date.UTC(2026, 10, 30, 8, 0));
    nextRun('0 * * * *', 'UTC', from).setTime(0);
    assert.equal(nextRun('0 * * * *', 'UTC', from).toISOString(), '2026-11-30T09:00:00.000Z');
  });
});
