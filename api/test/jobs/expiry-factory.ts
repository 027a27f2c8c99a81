import assert from 'node:assert/strict';
import type { NotificationItem } from '@trellis/contracts';
import { createCustomer } from '../customers/customer-factory';
import { mobileSession, putProfile, registerEngineer } from '../engineers/engineer-helpers';
import type { JobFixture } from './job-fixture';

/** A customer with dated documents, made through the API as staff would. */
export async function customerWithDocuments(
  fx: JobFixture,
  name: string,
  documents: { title: string; expiry_date: string }[],
) {
  return createCustomer(fx.t, fx.admin.cookie, { fields: { name }, documents });
}

/** An engineer whose own profile (the mobile app) holds these ID documents and right to work. */
export async function engineerWithDocuments(
  fx: JobFixture,
  name: string,
  documents: { idDocuments?: unknown[]; rightToWork?: unknown[] },
) {
  const engineer = await registerEngineer(fx.t, name);
  const response = await putProfile(fx.t, await mobileSession(fx.t, engineer.email), documents);
  assert.equal(response.statusCode, 200, response.body);
  return engineer;
}

/** The notifications written after `afterId`, oldest first. */
export async function notificationsAfter(fx: JobFixture, afterId: number) {
  const rows = await fx.t
    .db('notifications')
    .where('id', '>', afterId)
    .orderBy('id')
    .select<Pick<NotificationItem, 'id' | 'kind' | 'title' | 'message' | 'link'>[]>(
      'id',
      'kind',
      'title',
      'message',
      'link',
    );
  return rows;
}

export async function lastNotificationId(fx: JobFixture): Promise<number> {
  const row = await fx.t.db('notifications').max<{ id: number | null }>({ id: 'id' }).first();
  return row?.id ?? 0;
}
