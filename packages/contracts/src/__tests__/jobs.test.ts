import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { auditSentence } from '../audit-sentence';
import {
  isJobName,
  JOB_DESCRIPTIONS,
  JOB_NAMES,
  JOB_TITLES,
  jobRunSchema,
  updateProfileFieldsSchema,
} from '../index';

describe('scheduled jobs', () => {
  it('names every job once, each with a title and a description', () => {
    assert.equal(new Set(JOB_NAMES).size, JOB_NAMES.length);
    for (const name of JOB_NAMES) {
      assert.ok(JOB_TITLES[name] && JOB_DESCRIPTIONS[name], name);
      assert.ok(isJobName(name));
    }
    assert.equal(isJobName('launch-rockets'), false);
  });

  it('reads a run, and refuses one with an unknown result', () => {
    const run = {
      id: 1,
      name: 'housekeeping',
      trigger: 'schedule',
      attempt: 1,
      started_at: '2026-11-26T10:20:00.000Z',
      finished_at: null,
      result: 'running',
      counts: {},
      error: null,
    };
    assert.deepEqual(jobRunSchema.parse(run), run);
    assert.equal(jobRunSchema.safeParse({ ...run, result: 'maybe' }).success, false);
  });

  it('says what a run did in the audit trail, by the system', () => {
    const base = {
      id: 9,
      at: '2026-11-26T06:00:02.000Z',
      actor: { id: null, name: null, kind: 'system' as const },
      entity: 'job',
      entity_id: 'expiry-alerts',
      entity_label: 'Expiry alerts',
      changes: [],
      request_id: null,
    };
    assert.equal(
      auditSentence({ ...base, action: 'job.ran' }, { withRecord: true }),
      'The system ran Expiry alerts',
    );
    assert.equal(
      auditSentence({ ...base, action: 'job.failed' }, { withRecord: true }),
      'The system failed to run Expiry alerts',
    );
    assert.equal(
      auditSentence({ ...base, action: 'job.failed' }),
      'The system failed to run the job',
    );
  });

  it('takes the Daily digest switch as a boolean or as form text, and leaves it out when absent', () => {
    const base = { username: 'Ada', email: 'ada@example.com' };
    const digest = (value: unknown) =>
      updateProfileFieldsSchema.parse({ ...base, daily_digest: value }).daily_digest;
    assert.equal(digest('false'), false);
    assert.equal(digest(true), true);
    assert.equal(digest(undefined), undefined);
    assert.equal(
      updateProfileFieldsSchema.safeParse({ ...base, daily_digest: 'yes' }).success,
      false,
    );
  });
});
