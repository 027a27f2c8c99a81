import type { Knex } from 'knex';

// Scheduled jobs. The job engine (pg-boss) keeps its queues in a schema of its own, which it
// installs and migrates itself; these are the tables the jobs keep for what they did:
// - job_runs: every attempt of every job, for the Scheduled jobs list (last run, its counts and
//   error).
// - expiry_alerts: which threshold of which document was already notified, so none repeats.
//   A document is a customer document (by id), or an engineer's ID document or right to work
//   (by the engineer and its label, as the profile keeps no ids); a renewed document has a new
//   expiry date and starts over.
// - digest_mails: one daily digest per person per day, and how far each person has been told.
// - holiday_syncs: the (country, year) pairs the yearly holiday sync has imported.
// - receivables.auto_reminders: how many automatic reminders an invoice has had.
// - users.daily_digest: the person's Daily digest switch.
// - Indexes for the housekeeping's batched deletes.
// Values are written out here, not imported from contracts: a migration keeps meaning what it
// meant when it ran.

const JOB_TRIGGERS = ['schedule', 'manual'];
const JOB_RESULTS = ['ok', 'failed'];
const THRESHOLDS = ['90', '45', '30', 'expired'];

const list = (values: string[]) => values.map((v) => `'${v}'`).join(', ');

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('job_runs', (t) => {
    t.bigIncrements('id');
    t.text('name').notNullable();
    t.text('trigger').notNullable();
    t.integer('attempt').notNullable().defaultTo(1);
    // The engine's job this attempt belongs to (null for a run made without the engine).
    t.text('engine_job_id');
    t.timestamp('started_at', { useTz: true }).notNullable();
    t.timestamp('finished_at', { useTz: true });
    // Null while running.
    t.text('result');
    t.jsonb('counts').notNullable().defaultTo('{}');
    t.text('error');
  });
  await knex.raw(`alter table job_runs
    add constraint job_runs_trigger_check check (trigger in (${list(JOB_TRIGGERS)})),
    add constraint job_runs_result_check check (result is null or result in (${list(JOB_RESULTS)})),
    add constraint job_runs_finished_check check ((result is null) = (finished_at is null))`);
  await knex.raw(
    'create index job_runs_name_started_idx on job_runs (name, started_at desc, id desc)',
  );
  await knex.raw(
    'create index job_runs_engine_job_idx on job_runs (engine_job_id) where engine_job_id is not null',
  );

  await knex.schema.createTable('expiry_alerts', (t) => {
    t.bigIncrements('id');
    t.integer('customer_document_id').references('customer_documents.id').onDelete('CASCADE');
    t.integer('engineer_id').references('users.id').onDelete('CASCADE');
    // The document as the notification named it: its title, or the engineer's document label.
    t.text('document').notNullable();
    t.date('expiry_date').notNullable();
    t.text('threshold').notNullable();
    // The business day it was crossed on.
    t.date('crossed_on').notNullable();
    // Null for a threshold passed over on the way to a more urgent one (one notification said it).
    t.integer('notification_id').references('notifications.id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`alter table expiry_alerts
    add constraint expiry_alerts_threshold_check check (threshold in (${list(THRESHOLDS)})),
    add constraint expiry_alerts_subject_check
      check ((customer_document_id is null) <> (engineer_id is null))`);
  await knex.raw(`create unique index expiry_alerts_customer_document_unique
    on expiry_alerts (customer_document_id, expiry_date, threshold)
    where customer_document_id is not null`);
  await knex.raw(`create unique index expiry_alerts_engineer_document_unique
    on expiry_alerts (engineer_id, document, expiry_date, threshold)
    where engineer_id is not null`);
  await knex.raw('create index expiry_alerts_crossed_on_idx on expiry_alerts (crossed_on, id)');

  await knex.schema.createTable('digest_mails', (t) => {
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.date('day').notNullable();
    // The newest alert this digest told of: the next digest starts after it.
    t.bigInteger('through_alert_id').notNullable();
    t.integer('alerts').notNullable();
    t.timestamp('sent_at', { useTz: true }).notNullable();
    t.primary(['user_id', 'day']);
  });

  await knex.schema.createTable('holiday_syncs', (t) => {
    t.text('country').notNullable();
    t.integer('year').notNullable();
    t.timestamp('synced_at', { useTz: true }).notNullable();
    t.primary(['country', 'year']);
  });

  await knex.schema.alterTable('receivables', (t) => {
    t.integer('auto_reminders').notNullable().defaultTo(0);
  });
  await knex.schema.alterTable('users', (t) => {
    t.boolean('daily_digest').notNullable().defaultTo(true);
  });

  await knex.raw('create index sessions_expires_at_idx on sessions (expires_at)');
  await knex.raw('create index password_resets_expires_at_idx on password_resets (expires_at)');
  await knex.raw(
    'create index password_resets_used_idx on password_resets (id) where used_at is not null',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists password_resets_used_idx');
  await knex.raw('drop index if exists password_resets_expires_at_idx');
  await knex.raw('drop index if exists sessions_expires_at_idx');
  await knex.schema.alterTable('users', (t) => t.dropColumn('daily_digest'));
  await knex.schema.alterTable('receivables', (t) => t.dropColumn('auto_reminders'));
  await knex.schema.dropTable('holiday_syncs');
  await knex.schema.dropTable('digest_mails');
  await knex.schema.dropTable('expiry_alerts');
  await knex.schema.dropTable('job_runs');
}
