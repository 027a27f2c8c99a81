import type { Knex } from 'knex';
import type { FastifyBaseLogger } from 'fastify';
import { IMPORT_MESSAGES } from '@trellis/contracts';
import { engineerInviteMail } from '../mail/engineer-invite-mail';
import { AppError } from '../lib/app-error';
import type { AuditSource } from '../lib/audit-actor';
import type { Mailer } from '../plugins/app/mailer';
import type { AuditRepository } from '../repositories/audit-repository';
import type { PasswordResetsRepository } from '../repositories/password-resets-repository';
import { createInvitationLink, INVITE_TTL_DAYS, sendInvitationMail } from '../services/invitations';

export interface ImportInvitationDependencies {
  db: Knex;
  auditRepository: AuditRepository;
  passwordResetsRepository: PasswordResetsRepository;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Where the set-password links point. */
  publicUrl: string;
}

interface Invitee {
  id: number;
  username: string;
  email: string;
}

/**
 * "Send invitations" after an import of engineers: each account the import created that is still
 * Invited gets its set-password link, as an invitation from the Engineers screen would. They go
 * once per import; the mails leave after the commit, in the background, one after another.
 */
export function createImportInvitations(deps: ImportInvitationDependencies) {
  const sending = new Set<Promise<void>>();

  async function mailAll(invitees: readonly (Invitee & { link: string })[]) {
    for (const { email, username, link } of invitees)
      await sendInvitationMail(
        deps.mailer,
        deps.log,
        engineerInviteMail(email, username, link, INVITE_TTL_DAYS),
      );
  }

  return {
    /** Sends the invitations of import `id`, started by `userId`; answers how many go. */
    async send(id: number, userId: number, source: AuditSource): Promise<number> {
      const invitees = await deps.db.transaction(async (trx) => {
        const row = await trx('imports')
          .where({ id })
          .forUpdate()
          .first<{ actor_id: number | null; kind: string; state: string; sent: Date | null }>(
            'actor_id',
            'kind',
            'state',
            'invitations_sent_at as sent',
          );
        if (!row || row.actor_id !== userId) throw new AppError('NOT_FOUND', 'Import not found');
        if (row.kind !== 'engineers' || row.state !== 'done')
          throw new AppError('CONFLICT', IMPORT_MESSAGES.notInvitable);
        if (row.sent) throw new AppError('CONFLICT', IMPORT_MESSAGES.invitationsSent);
        const waiting = await trx('import_records as r')
          .join('users as u', 'u.id', 'r.record_id')
          .where({
            'r.import_id': id,
            'r.created': true,
            'u.role': 'engineer',
            'u.status': 'Invited',
          })
          .orderBy('u.id')
          .select<Invitee[]>('u.id', 'u.username', 'u.email');
        const linked = [];
        for (const invitee of waiting)
          linked.push({
            ...invitee,
            link: await createInvitationLink(deps, invitee.id, deps.publicUrl, trx),
          });
        await trx('imports').where({ id }).update({ invitations_sent_at: trx.fn.now() });
        await deps.auditRepository.record(
          {
            ...source,
            action: 'engineers.invitations_sent',
            entity: 'engineer',
            entityId: null,
            entityLabel: `${linked.length.toLocaleString('en-GB')} imported engineers invited`,
            changes: [
              { field: 'import', from: null, to: id },
              { field: 'invited', from: null, to: linked.length },
            ],
          },
          trx,
        );
        return linked;
      });
      const job = mailAll(invitees).finally(() => sending.delete(job));
      sending.add(job);
      return invitees.length;
    },

    /** Waits for the mails being sent (the API closing). */
    async drain() {
      await Promise.allSettled([...sending]);
    },
  };
}
