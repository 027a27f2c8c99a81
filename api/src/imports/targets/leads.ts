import type { Knex } from 'knex';
import { displayCode } from '@trellis/contracts';
import { leadLabel } from '../../services/lead-audit';
import { lowerText, type ImportTarget, type WrittenRecords } from '../import-target';
import { resolveLeadCustomers } from './lead-customers';
import { createNamedCustomers } from './lead-new-customers';

const AMOUNT = 'numeric';

/**
 * Each lead created, and each whose status or follow-up date the file changed, gets the status
 * history row the form's save writes (the importer as the one who changed it).
 */
async function writeStatusHistory(trx: Knex, { created, changed, source }: WrittenRecords) {
  const moves = [
    ...created.map((lead) => ({ lead, from: null })),
    ...changed
      .filter(
        ({ before, after }) =>
          before.status !== after.status || before.reschedule_date !== after.reschedule_date,
      )
      .map(({ before, after }) => ({ lead: after, from: before.status })),
  ];
  if (moves.length === 0) return;
  await trx('lead_status_changes').insert(
    moves.map(({ lead, from }) => ({
      lead_id: lead.id,
      from_status: from,
      to_status: lead.status,
      reschedule_date: lead.reschedule_date,
      reason: null,
      changed_by: source.actor.id,
    })),
  );
}

export const LEADS_TARGET: ImportTarget = {
  table: 'leads',
  fields: [
    { key: 'external_ref' },
    { key: 'customer_id', cast: 'integer', from: 'customer', value: 'customer_id' },
    { key: 'task_name' },
    { key: 'lead_type' },
    { key: 'end_client_name' },
    { key: 'client_ticket_number' },
    { key: 'task_start_date', cast: 'date' },
    { key: 'task_end_date', cast: 'date' },
    { key: 'task_time_hours', cast: 'integer' },
    { key: 'scope_of_work' },
    { key: 'apartment' },
    { key: 'address_line_1' },
    { key: 'address_line_2' },
    { key: 'city' },
    { key: 'country' },
    { key: 'zip_code' },
    { key: 'timezone' },
    { key: 'currency' },
    { key: 'hourly_rate', cast: AMOUNT },
    { key: 'half_day_rate', cast: AMOUNT },
    { key: 'full_day_rate', cast: AMOUNT },
    { key: 'monthly_rate', cast: AMOUNT },
    { key: 'agreed_rate', cast: AMOUNT },
    { key: 'tools' },
    { key: 'travel_cost_day', cast: AMOUNT },
    { key: 'total_cost', cast: AMOUNT },
    { key: 'status' },
    { key: 'reschedule_date', cast: 'date' },
  ],
  keyOf: (values) => lowerText(values.external_ref) || null,
  keySql: 'lower(t.external_ref)',
  entity: 'lead',
  created: 'lead.created',
  updated: 'lead.updated',
  label: (row) => leadLabel(row as { id: number; task_name: string }),
  createdEvent: 'lead:created',
  updatedEvent: 'lead:updated',
  eventData: (row) => ({
    id: row.id,
    code: displayCode('lead', Number(row.id)),
    task_name: row.task_name,
    customer_id: row.customer_id,
    status: row.status,
  }),
  resolveBatch: (db, rows, columnOf) =>
    resolveLeadCustomers(db, rows, columnOf('customer'), columnOf('customer_name')),
  beforeWrite: createNamedCustomers,
  afterWrite: writeStatusHistory,
};
