import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ConfigError, loadConfig } from '../../src/config';
import { describeReminderPolicy } from '../../src/lib/reminder-policy';

describe('the settings of the scheduled jobs', () => {
  it('runs jobs unless JOBS is off, and says clearly what else it accepts', () => {
    assert.equal(loadConfig({}).JOBS, true);
    assert.equal(loadConfig({ JOBS: 'off' }).JOBS, false);
    assert.equal(loadConfig({ JOBS: 'OFF' }).JOBS, false);
    assert.equal(loadConfig({ JOBS: 'on' }).JOBS, true);
    assert.throws(
      () => loadConfig({ JOBS: 'sometimes' }),
      (error: Error) =>
        error instanceof ConfigError && /JOBS must be 'on' or 'off'/.test(error.message),
    );
  });

  it('reads REMINDER_POLICY as first,every,max and says clearly what is wrong', () => {
    const policy = (value?: string) =>
      loadConfig(value === undefined ? {} : { REMINDER_POLICY: value }).REMINDER_POLICY;
    assert.deepEqual(policy(), { firstAfterDays: 1, everyDays: 7, max: 3 });
    assert.deepEqual(policy(' 3, 14 ,0'), { firstAfterDays: 3, everyDays: 14, max: 0 });
    for (const bad of ['1,7', '0,7,3', '1,0,3', '1,7,-1', 'weekly', '1,7,3,4', '1.5,7,3'])
      assert.throws(
        () => policy(bad),
        (error: Error) =>
          error instanceof ConfigError &&
          /REMINDER_POLICY must be three whole numbers/.test(error.message) &&
          error.message.includes(`"${bad}" is not`),
        bad,
      );
  });
  it('says the policy in words', () => {
    const policy = (value: string) => loadConfig({ REMINDER_POLICY: value }).REMINDER_POLICY;
    assert.equal(
      describeReminderPolicy(policy('1,7,3')),
      'The first 1 day after the due date, then every 7 days, at most 3',
    );
    assert.equal(describeReminderPolicy(policy('1,7,0')), 'No automatic reminders');
  });
});
