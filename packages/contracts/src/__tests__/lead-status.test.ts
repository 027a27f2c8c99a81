import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  LEAD_MESSAGES,
  leadBodySchema,
  leadDateIssues,
  leadFieldsSchema,
  leadStatusChangeDiffers,
  leadStatusChangeFormSchema,
  leadStatusChangePreview,
  leadStatusChangeSchema,
} from '../index';
import { today, issues, valid } from './lead-fixtures';

describe('date rules against the business today', () => {
  const form = leadFieldsSchema({ today });
  it('refuses a start date in the past on create', () => {
    assert.deepEqual(issues(form.safeParse({ ...valid, task_start_date: '2026-11-21' })), [
      `task_start_date: ${LEAD_MESSAGES.startDateInPast}`,
    ]);
    assert.equal(form.safeParse(valid).success, true);
  });

  it('lets an edit keep a past start date, but not move it into the past', () => {
    const previous = { task_start_date: '2026-11-01', reschedule_date: null };
    const edit = leadFieldsSchema({ today, previous });
    const old = { ...valid, task_start_date: '2026-11-01' };
    assert.equal(edit.safeParse(old).success, true);
    assert.deepEqual(issues(edit.safeParse({ ...old, task_start_date: '2026-11-02' })), [
      `task_start_date: ${LEAD_MESSAGES.startDateInPast}`,
    ]);
  });

  it('refuses a follow-up date in the past, only where a follow-up date is kept', () => {
    const past = { ...valid, reschedule_date: '2026-11-21' };
    assert.deepEqual(issues(form.safeParse({ ...past, status: 'Reschedule' })), [
      `reschedule_date: ${LEAD_MESSAGES.followUpInPast}`,
    ]);
    assert.equal(form.safeParse({ ...past, status: 'Confirm' }).success, true);
    assert.equal(
      form.safeParse({ ...past, status: 'Cancelled', reschedule_date: today }).success,
      true,
    );
  });

  it('shows the date rules beside the other messages, not after them', () => {
    assert.deepEqual(
      issues(
        form.safeParse({
          ...valid,
          task_name: '',
          task_start_date: '2026-11-20',
          task_end_date: '2026-11-19',
        }),
      ),
      [
        'task_name: Task Name is required',
        `task_end_date: ${LEAD_MESSAGES.endBeforeStart}`,
        `task_start_date: ${LEAD_MESSAGES.startDateInPast}`,
      ],
    );
  });

  it('gives the server the same issues as error details', () => {
    const body = leadBodySchema.parse({
      ...valid,
      task_start_date: '2026-11-20',
      task_end_date: '2026-11-30',
    });
    assert.deepEqual(leadDateIssues(body, { today }), [
      { path: 'task_start_date', message: LEAD_MESSAGES.startDateInPast },
    ]);
    assert.deepEqual(
      leadDateIssues(body, {
        today,
        previous: { task_start_date: '2026-11-20', reschedule_date: null },
      }),
      [],
    );
  });
});

describe('status change (the status modal)', () => {
  it('takes a status with an optional follow-up date and reason', () => {
    assert.deepEqual(
      leadStatusChangeSchema.parse({
        status: 'Reschedule',
        reschedule_date: '2026-12-01',
        reason: ' Client away ',
      }),
      { status: 'Reschedule', reschedule_date: '2026-12-01', reason: 'Client away' },
    );
    assert.deepEqual(leadStatusChangeSchema.parse({ status: 'Cancelled' }), {
      status: 'Cancelled',
      reschedule_date: null,
      reason: null,
    });
  });

  it('sends BID and Confirm with no follow-up date', () => {
    assert.equal(
      leadStatusChangeSchema.parse({ status: 'Confirm', reschedule_date: '2026-12-01' })
        .reschedule_date,
      null,
    );
  });

  it('needs a status, and a follow-up date from today on', () => {
    assert.deepEqual(issues(leadStatusChangeSchema.safeParse({ reason: 'x' })), [
      'status: Status is required',
    ]);
    const modal = leadStatusChangeFormSchema({ today });
    assert.deepEqual(
      issues(modal.safeParse({ status: 'Reschedule', reschedule_date: '2026-11-21' })),
      [`reschedule_date: ${LEAD_MESSAGES.followUpInPast}`],
    );
    assert.equal(modal.safeParse({ status: 'Reschedule', reschedule_date: today }).success, true);
  });

  it('enables Submit only when the status or the follow-up date changes', () => {
    const saved = { status: 'Reschedule', reschedule_date: '2026-12-01' } as const;
    assert.equal(leadStatusChangeDiffers(saved, { ...saved }), false);
    assert.equal(leadStatusChangeDiffers(saved, { ...saved, reschedule_date: '2026-12-02' }), true);
    assert.equal(leadStatusChangeDiffers(saved, { ...saved, status: 'Cancelled' }), true);
    const bid = { status: 'BID', reschedule_date: null } as const;
    assert.equal(
      leadStatusChangeDiffers(bid, { status: 'BID', reschedule_date: '2026-12-02' }),
      false,
    );
  });

  it('previews the change', () => {
    const saved = { status: 'BID', reschedule_date: null } as const;
    assert.equal(
      leadStatusChangePreview(saved, { status: 'Reschedule', reschedule_date: '2026-12-01' }),
      'Status will change from BID to Reschedule. Follow-up date will be 2026-12-01.',
    );
    assert.equal(
      leadStatusChangePreview(
        { status: 'Reschedule', reschedule_date: '2026-12-01' },
        { status: 'Confirm', reschedule_date: '2026-12-01' },
      ),
      'Status will change from Reschedule to Confirmed. The follow-up date will be cleared.',
    );
    assert.equal(leadStatusChangePreview(saved, saved), LEAD_MESSAGES.noStatusChange);
  });
});
