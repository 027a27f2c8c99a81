import type { FastifyInstance } from 'fastify';
import { engineerExpiringDocuments, REALTIME_EVENTS } from '@trellis/contracts';
import {
  createExpiryAlertsRepository,
  recordedKey,
  type NewAlert,
} from '../repositories/expiry-alerts-repository';
import { writeNotification, type NotificationInput } from '../services/notification-writer';
import { sendDigests } from './expiry-digest';
import {
  crossedThresholds,
  customerDocumentNotice,
  engineerDocumentNotice,
} from './expiry-notices';
import { JobFailure, type JobContext, type JobDefinition } from './job';

/**
 * Records a document's newly crossed thresholds and writes ONE notification, for the most
 * urgent, in one transaction; nothing when another run recorded it first. A document first seen
 * past several thresholds (new, or while the jobs were off) is told once, at its most urgent;
 * the ones it passed are recorded so they never come up.
 */
async function alertOnce(
  app: FastifyInstance,
  context: JobContext,
  alerts: NewAlert[],
  notice: NotificationInput,
): Promise<boolean> {
  const repository = createExpiryAlertsRepository(app.db);
  const notification = await app.db.transaction(async (trx) => {
    const inserted = await repository.record(alerts, trx);
    const top = inserted.find((row) => row.threshold === alerts[0]!.threshold);
    if (!top) return null;
    const written = await writeNotification(trx, notice);
    await repository.linkNotification(top.id, written.id, trx);
    return written;
  });
  if (!notification) return false;
  await app.realtime.publish(
    REALTIME_EVENTS.notificationCreated,
    { id: notification.id, kind: notification.kind, title: notification.title, read: false },
    { requestId: context.audit.requestId ?? undefined },
  );
  return true;
}

async function alertCustomerDocuments(app: FastifyInstance, context: JobContext) {
  const { today } = context;
  let alerted = 0;
  for (const doc of await createExpiryAlertsRepository(app.db).customerDocumentsDue(today)) {
    context.signal.throwIfAborted();
    const alerts = crossedThresholds(doc.expiry_date, today).map((threshold) => ({
      customer_document_id: doc.id,
      document: doc.document,
      expiry_date: doc.expiry_date,
      threshold,
      crossed_on: today,
    }));
    if (await alertOnce(app, context, alerts, customerDocumentNotice(doc, today))) alerted += 1;
  }
  return alerted;
}

async function alertEngineerDocuments(app: FastifyInstance, context: JobContext) {
  const { today } = context;
  let alerted = 0;
  for (const engineer of await createExpiryAlertsRepository(app.db).engineersDue(today)) {
    const recorded = new Set(engineer.recorded);
    for (const doc of engineerExpiringDocuments(engineer.profile)) {
      context.signal.throwIfAborted();
      const crossed = crossedThresholds(doc.expiry_date, today);
      if (
        crossed.length === 0 ||
        recorded.has(recordedKey(doc.document, doc.expiry_date, crossed[0]!))
      )
        continue;
      const alerts = crossed
        .filter((threshold) => !recorded.has(recordedKey(doc.document, doc.expiry_date, threshold)))
        .map((threshold) => ({
          engineer_id: engineer.id,
          document: doc.document,
          expiry_date: doc.expiry_date,
          threshold,
          crossed_on: today,
        }));
      if (await alertOnce(app, context, alerts, engineerDocumentNotice(engineer, doc, today)))
        alerted += 1;
    }
  }
  return alerted;
}

/**
 * Expiry alerts, daily: each customer document and each engineer ID document or right to work
 * gets one notification per threshold it crosses (90, 45, 30 days, expired), linking to its
 * record; then the daily digests. A digest the mail server refused fails the run, to be retried.
 */
export const expiryAlertsJob: JobDefinition = {
  name: 'expiry-alerts',
  cron: '0 6 * * *',
  async run(app, context) {
    const customerDocuments = await alertCustomerDocuments(app, context);
    const engineerDocuments = await alertEngineerDocuments(app, context);
    if (customerDocuments + engineerDocuments > 0) await app.realtime.publishCounts();
    const { digests, failed } = await sendDigests(app, context);
    const counts = {
      customer_documents: customerDocuments,
      engineer_documents: engineerDocuments,
      digests,
    };
    if (failed > 0) throw new JobFailure(`${failed} daily digests could not be mailed`, counts);
    return counts;
  },
};
