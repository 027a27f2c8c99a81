import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JOB_MESSAGES, JOB_NAMES, REALTIME_EVENTS, type JobRunResponse } from '@trellis/contracts';
import { connectRealtimeAroundEach, emitRealtime, setupApiServer } from '@trellis/platform/testing';
import { renderAdmin } from '../../test/render-admin';
import { auditRows, fakeAuditApi } from '../../test/audit-api';
import { fakeJobsApi, job, jobRun } from '../../test/jobs-api';
import { fakeSystemUsersApi, sampleUsers } from '../../test/system-users-api';

const server = setupApiServer();

function setup(jobs = fakeJobsApi()) {
  server.use(
    ...fakeAuditApi(auditRows(1)).handlers,
    ...fakeSystemUsersApi(sampleUsers()).handlers,
    ...jobs.handlers,
  );
  renderAdmin('/activity');
  return { jobs, user: userEvent.setup({ delay: null }) };
}

const jobsTable = () => screen.findByRole('table', { name: 'Scheduled jobs' });
const jobRow = async (title: string) =>
  within(within(await jobsTable()).getByRole('row', { name: new RegExp(title) }));

describe('ActivityPage scheduled jobs', () => {
  it('lists every job with what it does, its schedule, its last run and its next run', async () => {
    const jobs = fakeJobsApi(
      JOB_NAMES.map((name) =>
        name === 'expiry-alerts'
          ? job(name, { last_run: jobRun(name, { counts: { notifications: 3, digests: 2 } }) })
          : name === 'housekeeping'
            ? job(name, { last_run: jobRun(name, { result: 'failed', error: 'connection lost' }) })
            : job(name),
      ),
    );
    setup(jobs);
    expect(await screen.findByRole('heading', { name: 'Scheduled jobs' })).toBeInTheDocument();
    expect(within(await jobsTable()).getAllByRole('row')).toHaveLength(JOB_NAMES.length + 1);

    const expiry = await jobRow('Expiry alerts');
    expect(expiry.getByText(/Notifies once per threshold/)).toBeInTheDocument();
    expect(expiry.getByText('Every day at 06:00')).toBeInTheDocument();
    expect(expiry.getByText('Succeeded')).toBeInTheDocument();
    expect(expiry.getByText('3 notifications, 2 digests')).toBeInTheDocument();
    expect(expiry.getByText(/^Ended/).querySelector('time')).toHaveAttribute(
      'datetime',
      '2026-11-20T06:00:04.000Z',
    );
    expect(expiry.getByText(/^Started/).querySelector('time')).toHaveAttribute(
      'datetime',
      '2026-11-20T06:00:00.000Z',
    );

    const housekeeping = await jobRow('Housekeeping');
    expect(housekeeping.getByText('Failed')).toBeInTheDocument();
    expect(housekeeping.getByText('connection lost')).toBeInTheDocument();
    expect((await jobRow('Holiday sync')).getByText('Not run yet')).toBeInTheDocument();
  });

  it('runs a job now and shows how it went', async () => {
    const { jobs, user } = setup();
    const row = await jobRow('Expiry alerts');
    await user.click(row.getByRole('button', { name: 'Run now: Expiry alerts' }));

    expect(await row.findByText('Expiry alerts finished.')).toBeInTheDocument();
    expect(jobs.runs).toEqual(['expiry-alerts']);
    expect(await row.findByText('Succeeded')).toBeInTheDocument();
    expect(row.getByText(/\(Run now\)/)).toBeInTheDocument();
  });

  it('is off while the run goes on, and says when the API stopped waiting for it', async () => {
    const jobs = fakeJobsApi();
    let finish: (answer: JobRunResponse) => void = () => {};
    jobs.answerRunsWith(() => new Promise((resolve) => (finish = resolve)));
    const { user } = setup(jobs);
    const row = await jobRow('Invoice reminders');
    await user.click(row.getByRole('button', { name: 'Run now: Invoice reminders' }));

    const running = await row.findByRole('button', { name: 'Running: Invoice reminders' });
    expect(running).toBeDisabled();
    act(() => finish({ name: 'invoice-reminders', run: null }));
    expect(
      await row.findByText(/Invoice reminders is still running; its result will show here/),
    ).toBeInTheDocument();
  });

  it('shows why a run failed', async () => {
    const jobs = fakeJobsApi();
    jobs.answerRunsWith((name) => ({
      name,
      run: jobRun(name, { result: 'failed', error: 'SMTP refused the mail' }),
    }));
    const { user } = setup(jobs);
    const row = await jobRow('Invoice reminders');
    await user.click(row.getByRole('button', { name: 'Run now: Invoice reminders' }));
    expect(
      await row.findByText('Invoice reminders failed. SMTP refused the mail'),
    ).toBeInTheDocument();
  });

  it('says so when this server does not run jobs', async () => {
    setup(fakeJobsApi(undefined, false));
    expect(await screen.findByText(JOB_MESSAGES.engineOff)).toBeInTheDocument();
  });

  describe('live', () => {
    connectRealtimeAroundEach();

    it('follows a run started elsewhere, with Run now off until it ends', async () => {
      const { jobs } = setup();
      const row = await jobRow('Housekeeping');
      expect(row.getByText('Not run yet')).toBeInTheDocument();

      jobs.setLastRun(
        'housekeeping',
        jobRun('housekeeping', { result: 'running', finished_at: null }),
      );
      act(() =>
        emitRealtime(REALTIME_EVENTS.jobUpdated, { name: 'housekeeping', result: 'running' }),
      );
      expect(await row.findByText('Running')).toBeInTheDocument();
      expect(row.getByRole('button', { name: 'Running: Housekeeping' })).toBeDisabled();

      jobs.setLastRun('housekeeping', jobRun('housekeeping', { counts: { sessions: 4 } }));
      act(() => emitRealtime(REALTIME_EVENTS.jobUpdated, { name: 'housekeeping', result: 'ok' }));
      expect(await row.findByText('4 sessions')).toBeInTheDocument();
      expect(row.getByRole('button', { name: 'Run now: Housekeeping' })).toBeEnabled();
    });
  });
});
