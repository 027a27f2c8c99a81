import type { Knex } from 'knex';
import {
  APP_ROUTES,
  LEAVE_MESSAGES,
  leaveDateIssues,
  REALTIME_EVENTS,
  type LeaveDecision,
  type LeaveRequest,
  type LeaveRequestBody,
} from '@trellis/contracts';
import { AppError, badRequest, notFound, orNotFound, summarizeDetails } from '../lib/app-error';
import type { LeavesRepository } from '../repositories/leaves-repository';
import { auditRecorder } from './audit-recorder';
import { announceNotification, writeNotification } from './notification-writer';
import { leaveDecisionChanges, leaveLabel, leaveRequestedChanges } from './leave-audit';
import type { RecordServiceDependencies, RequestWriteContext } from './record-service';

/**
 * "Today" (business time zone) for the date rule, the request whose events these are, and who
 * asked (for the audit trail).
 */
export interface LeaveWriteContext extends RequestWriteContext {
  today: string;
}

export interface LeavesServiceDependencies extends RecordServiceDependencies {
  leavesRepository: LeavesRepository;
}

/**
 * Leave requests: an engineer asks from the mobile app, and the notification that
 * tells staff is written in the same transaction; staff decide once. The announcements follow
 * the commit, best-effort (the Leaves and Notifications counters with them).
 */
export function createLeavesService({
  db,
  leavesRepository,
  realtime,
  auditRepository,
}: LeavesServiceDependencies) {
  const record = auditRecorder(auditRepository, 'leave', leaveLabel);

  const written = async (id: number, trx: Knex): Promise<LeaveRequest> =>
    orNotFound(await leavesRepository.findById(id, trx), 'Leave request');

  async function announce(
    event: typeof REALTIME_EVENTS.leaveCreated | typeof REALTIME_EVENTS.leaveUpdated,
    leave: LeaveRequest,
    requestId?: string,
  ) {
    await realtime.publish(
      event,
      { id: leave.id, engineer_id: leave.engineer_id, status: leave.status },
      { requestId },
    );
  }

  return {
    async request(
      engineer: { id: number; username: string },
      body: LeaveRequestBody,
      context: LeaveWriteContext,
    ): Promise<LeaveRequest> {
      const issues = leaveDateIssues(body, context.today);
      if (issues.length > 0) throw badRequest(summarizeDetails(issues), issues);
      const { leave, notification } = await db.transaction(async (trx) => {
        const id = await leavesRepository.create(
          { ...body, engineer_id: engineer.id, employee_name: engineer.username },
          trx,
        );
        const span =
          body.start_date === body.end_date
            ? `on ${body.start_date}`
            : `from ${body.start_date} to ${body.end_date}`;
        const note = await writeNotification(trx, {
          kind: 'leave',
          title: 'Leave request',
          message: `${engineer.username} requested ${body.leave_type} ${span}.`,
          link: APP_ROUTES.dashboard,
        });
        const leave = await written(id, trx);
        await record('leave.requested', leave, leaveRequestedChanges(leave), context.audit, trx);
        return { leave, notification: note };
      });
      await announce(REALTIME_EVENTS.leaveCreated, leave, context.requestId);
      // notification:created and the counters (Leaves and Notifications both moved).
      await announceNotification(realtime, notification, context.requestId);
      return leave;
    },

    /** Approves or rejects a pending request; a decided one answers 409 LEAVE_DECIDED. */
    async decide(
      id: number,
      status: LeaveDecision,
      userId: number,
      context: Pick<LeaveWriteContext, 'requestId' | 'audit'>,
    ): Promise<LeaveRequest> {
      const leave = await db.transaction(async (trx) => {
        const found = await leavesRepository.lock(id, trx);
        if (!found) throw notFound('Leave request');
        if (found.status !== 'pending')
          throw new AppError('LEAVE_DECIDED', LEAVE_MESSAGES.alreadyDecided);
        // An approval waits for assignments checking this engineer's leave to commit, and the
        // next ones see it (ticket-rules.ts).
        if (status === 'approved' && found.engineer_id !== null)
          await leavesRepository.holdSchedule(found.engineer_id, 'approve', trx);
        const before = await written(id, trx);
        await leavesRepository.decide(id, status, userId, trx);
        const after = await written(id, trx);
        await record(
          `leave.${status}`,
          after,
          leaveDecisionChanges(before, after),
          context.audit,
          trx,
        );
        return after;
      });
      await announce(REALTIME_EVENTS.leaveUpdated, leave, context.requestId);
      await realtime.publishCounts();
      return leave;
    },
  };
}

export type LeavesService = ReturnType<typeof createLeavesService>;
