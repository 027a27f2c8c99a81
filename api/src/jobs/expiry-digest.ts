import type { FastifyInstance } from 'fastify';
import { createExpiryAlertsRepository } from '../repositories/expiry-alerts-repository';
import { expiryDigestMail } from '../mail/expiry-digest-mail';
import type { JobContext } from './job';

/**
 * One digest mail per person per day, to the active staff with the Daily digest on who can act:
 * customer documents to those who may update records, engineers to those who manage the team.
 * None for a person with nothing new. The day's claim and the mail commit together: a mail the
 * server refuses leaves no claim, so a retry sends it, and a digest already sent is not sent
 * again.
 */
export async function sendDigests(
  app: FastifyInstance,
  context: JobContext,
): Promise<{ digests: number; failed: number }> {
  const alerts = createExpiryAlertsRepository(app.db);
  const counts = { digests: 0, failed: 0 };
  for (const recipient of await alerts.digestRecipients()) {
    context.signal.throwIfAborted();
    const items = await alerts.digestItems(recipient.id, context.today, {
      customer: recipient.permissions.includes('update'),
      engineer: recipient.permissions.includes('manage_team'),
    });
    if (items.length === 0) continue;
    try {
      const sent = await app.db.transaction(async (trx) => {
        const claimed = await alerts.claimDigest(
          {
            userId: recipient.id,
            day: context.today,
            throughAlertId: Math.max(...items.map((item) => item.id)),
            alerts: items.length,
            at: context.now(),
          },
          trx,
        );
        if (claimed)
          await app.mailer.send(expiryDigestMail(recipient, items, context.config.publicUrl));
        return claimed;
      });
      if (sent) counts.digests += 1;
    } catch (error) {
      context.log.warn({ err: error, user: recipient.id }, 'daily digest not sent');
      counts.failed += 1;
    }
  }
  return counts;
}
