import type { Knex } from 'knex';
import { EXPIRY_THRESHOLDS, type EngineerProfile, type Permission } from '@trellis/contracts';

/** The thresholds a document crosses, most urgent first: expired, then 30, 45 and 90 days. */
export const ALERT_THRESHOLDS = ['expired', '30', '45', '90'] as const;
export type AlertThreshold = (typeof ALERT_THRESHOLDS)[number];

/** A customer document whose most urgent threshold crossed by `today` is not recorded yet. */
export interface CustomerDocumentDue {
  id: number;
  document: string;
  expiry_date: string;
  customer_id: number;
  customer_name: string;
}

/** An engineer with a dated document within the horizon, and the thresholds already recorded. */
export interface EngineerDue {
  id: number;
  name: string;
  profile: Partial<EngineerProfile> | null;
  /** `${document}|${expiry_date}|${threshold}` of every alert recorded for the engineer. */
  recorded: string[];
}

export interface NewAlert {
  customer_document_id?: number;
  engineer_id?: number;
  document: string;
  expiry_date: string;
  threshold: AlertThreshold;
  crossed_on: string;
}

export interface DigestRecipient {
  id: number;
  username: string;
  email: string;
  permissions: Permission[];
}

export interface DigestItem {
  id: number;
  subject: 'customer' | 'engineer';
  title: string;
  message: string;
  link: string | null;
}

const { critical, warning, info } = EXPIRY_THRESHOLDS;

/** The most urgent threshold an expiry date (`d`) has crossed by the day `?`. */
const LEVEL = `case when d.expiry_date < ?::date then 'expired'
  when d.expiry_date <= ?::date + ${critical} then '${critical}'
  when d.expiry_date <= ?::date + ${warning} then '${warning}' else '${info}' end`;

export const recordedKey = (document: string, expiry: string, threshold: string) =>
  `${document}|${expiry}|${threshold}`;

export function createExpiryAlertsRepository(db: Knex) {
  return {
    async customerDocumentsDue(today: string): Promise<CustomerDocumentDue[]> {
      const { rows } = await db.raw<{ rows: CustomerDocumentDue[] }>(
        `select d.id, d.title as document, to_char(d.expiry_date, 'YYYY-MM-DD') as expiry_date,
            c.id as customer_id, c.name as customer_name
          from customer_documents d join customers c on c.id = d.customer_id
          where d.expiry_date <= ?::date + ${info}
            and not exists (select 1 from expiry_alerts a
              where a.customer_document_id = d.id and a.expiry_date = d.expiry_date
                and a.threshold = ${LEVEL})
          order by d.expiry_date, d.id`,
        [today, today, today, today],
      );
      return rows;
    },

    /** Engineers (not deactivated) whose nearest expiry is within the 90-day horizon. */
    async engineersDue(today: string): Promise<EngineerDue[]> {
      const { rows } = await db.raw<{ rows: EngineerDue[] }>(
        `select u.id, u.username as name, u.profile,
            coalesce((select array_agg(a.document || '|' || to_char(a.expiry_date, 'YYYY-MM-DD')
              || '|' || a.threshold) from expiry_alerts a where a.engineer_id = u.id), '{}') as recorded
          from users u
          where u.role = 'engineer' and u.status <> 'Inactive'
            and u.nearest_expiry <= ?::date + ${info}
          order by u.id`,
        [today],
      );
      return rows;
    },

    /** Records the alerts not recorded yet; answers the ids and thresholds it inserted. */
    async record(
      alerts: NewAlert[],
      trx: Knex,
    ): Promise<{ id: number; threshold: AlertThreshold }[]> {
      const rows = await trx('expiry_alerts')
        .insert(alerts)
        .onConflict()
        .ignore()
        .returning<{ id: string; threshold: AlertThreshold }[]>(['id', 'threshold']);
      return rows.map((row) => ({ id: Number(row.id), threshold: row.threshold }));
    },

    async linkNotification(alertId: number, notificationId: number, trx: Knex): Promise<void> {
      await trx('expiry_alerts').where({ id: alertId }).update({ notification_id: notificationId });
    },

    /** Active staff with the Daily digest on who may act on customer documents or engineers. */
    async digestRecipients(): Promise<DigestRecipient[]> {
      const { rows } = await db.raw<{ rows: DigestRecipient[] }>(
        `select u.id, u.username, u.email, r.permissions
          from users u join roles r on r.id = u.role_id
          where u.role = 'staff' and u.status = 'Active' and u.daily_digest
            and u.email <> '' and r.permissions && array['update', 'manage_team']::text[]
          order by u.id`,
      );
      return rows;
    },

    /**
     * What the person's digest tells: the notified alerts since their last digest, of the last
     * week at most (so a digest switched back on does not bring up old news), of the kinds given.
     */
    async digestItems(
      userId: number,
      today: string,
      kinds: { customer: boolean; engineer: boolean },
    ): Promise<DigestItem[]> {
      const { rows } = await db.raw<{ rows: (DigestItem & { id: string })[] }>(
        `select a.id, case when a.customer_document_id is null then 'engineer' else 'customer' end
            as subject, n.title, n.message, n.link
          from expiry_alerts a join notifications n on n.id = a.notification_id
          where a.crossed_on > ?::date - 7
            and a.id > coalesce((select max(m.through_alert_id) from digest_mails m
              where m.user_id = ?), 0)
            and ((? and a.customer_document_id is not null) or (? and a.engineer_id is not null))
          order by subject, a.id`,
        [today, userId, kinds.customer, kinds.engineer],
      );
      return rows.map((row) => ({ ...row, id: Number(row.id) }));
    },

    /** Claims the person's digest of `day`; false when it has gone already. */
    async claimDigest(
      digest: { userId: number; day: string; throughAlertId: number; alerts: number; at: Date },
      trx: Knex,
    ): Promise<boolean> {
      const rows = await trx('digest_mails')
        .insert({
          user_id: digest.userId,
          day: digest.day,
          through_alert_id: digest.throughAlertId,
          alerts: digest.alerts,
          sent_at: digest.at,
        })
        .onConflict(['user_id', 'day'])
        .ignore()
        .returning('user_id');
      return rows.length > 0;
    },
  };
}

export type ExpiryAlertsRepository = ReturnType<typeof createExpiryAlertsRepository>;
