import type { Knex } from 'knex';
import {
  EXPIRY_THRESHOLDS,
  type Customer,
  type CustomerCore,
  type CustomerListItem,
  type CustomerListResponse,
  type DocumentMeta,
  type PersonInput,
} from '@trellis/contracts';
import { documentRows, toBase, toDocument, type CustomerRow } from './customer-rows';
import {
  customerStats,
  matchingCustomers,
  SORT_EXPRESSIONS,
  withAggregates,
  type CustomerListFilter,
  type CustomerSortField,
} from './customers-list';

export interface CustomerListQuery extends CustomerListFilter {
  page: number;
  limit: number;
  sort: CustomerSortField;
  order: 'asc' | 'desc';
}

export type CustomerWrite = CustomerCore & { profile_file_id?: number | null };

export function createCustomersRepository(db: Knex) {
  return {
    async list(query: CustomerListQuery): Promise<CustomerListResponse> {
      const stats = await customerStats(db, query);
      const rows: CustomerRow[] = await withAggregates(matchingCustomers(db, query))
        .orderByRaw(`${SORT_EXPRESSIONS[query.sort]} ${query.order} nulls last`)
        .orderBy('c.id', query.order)
        .limit(query.limit)
        .offset((query.page - 1) * query.limit);
      const urgent = rows.length
        ? await documentRows(db)
            .whereIn(
              'd.customer_id',
              rows.map((r) => r.id),
            )
            .whereRaw('d.expiry_date <= current_date + ?::int', [EXPIRY_THRESHOLDS.critical])
            .orderBy([{ column: 'd.expiry_date' }, { column: 'd.id' }])
        : [];
      const items: CustomerListItem[] = rows.map((row) => ({
        ...toBase(row),
        nearest_expiry: row.nearest_expiry,
        expiring_documents: urgent.filter((d) => d.customer_id === row.id).map(toDocument),
      }));
      return { items, total: stats.totalCustomers, page: query.page, limit: query.limit, stats };
    },

    async findById(id: number, trx: Knex = db): Promise<Customer | undefined> {
      const row: CustomerRow | undefined = await withAggregates(trx('customers as c'))
        .where('c.id', id)
        .first();
      if (!row) return undefined;
      const persons = await trx('customer_persons')
        .where({ customer_id: id })
        .orderBy(['position', 'id'])
        .select('id', 'person_name', 'person_email', 'person_contact');
      const docs = await documentRows(trx).where('d.customer_id', id).orderBy('d.id');
      return { ...toBase(row), persons, documents: docs.map(toDocument) };
    },

    /** Locks the row for the rest of the transaction, so a concurrent write waits. */
    async lock(
      id: number,
      trx: Knex,
    ): Promise<{ id: number; name: string; profile_file_id: number | null } | undefined> {
      return trx('customers').where({ id }).forUpdate().first('id', 'name', 'profile_file_id');
    },

    async create(values: CustomerWrite, trx: Knex = db): Promise<number> {
      const [row] = await trx('customers').insert(values).returning('id');
      return (row as { id: number }).id;
    },

    async update(id: number, values: CustomerWrite, trx: Knex = db): Promise<void> {
      await trx('customers')
        .where({ id })
        .update({ ...values, updated_at: trx.fn.now() });
    },

    async replacePersons(
      customerId: number,
      persons: PersonInput[],
      trx: Knex = db,
    ): Promise<void> {
      await trx('customer_persons').where({ customer_id: customerId }).delete();
      if (persons.length === 0) return;
      await trx('customer_persons').insert(
        persons.map((p, position) => ({ ...p, customer_id: customerId, position })),
      );
    },

    async addDocument(
      customerId: number,
      meta: DocumentMeta,
      fileId: number,
      trx: Knex = db,
    ): Promise<void> {
      await trx('customer_documents').insert({
        customer_id: customerId,
        title: meta.title,
        expiry_date: meta.expiry_date,
        file_id: fileId,
      });
    },

    /** Deletes the customer's documents with these ids; answers their file ids (to delete next). */
    async removeDocuments(customerId: number, ids: number[], trx: Knex = db): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await trx('customer_documents')
        .where({ customer_id: customerId })
        .whereIn('id', ids)
        .delete()
        .returning('file_id');
      return rows.map((r: { file_id: number }) => r.file_id);
    },

    async fileIds(customerId: number, trx: Knex = db): Promise<number[]> {
      const rows = await trx('customer_documents')
        .where({ customer_id: customerId })
        .select('file_id');
      return rows.map((r: { file_id: number }) => r.file_id);
    },

    /** How many leads and tickets still point at the customer. */
    async references(id: number, trx: Knex = db): Promise<{ leads: number; tickets: number }> {
      const row = await trx
        .select(
          trx.raw('(select count(*) from leads where customer_id = ?)::int as leads', [id]),
          trx.raw('(select count(*) from tickets where customer_id = ?)::int as tickets', [id]),
        )
        .first();
      return row as { leads: number; tickets: number };
    },

    async remove(id: number, trx: Knex = db): Promise<void> {
      await trx('customers').where({ id }).delete();
    },
  };
}

export type CustomersRepository = ReturnType<typeof createCustomersRepository>;
