import type { Knex } from 'knex';
import {
  type Customer,
  type CustomerCore,
  type CustomerListItem,
  type CustomerListParams,
  type CustomerListResponse,
  type DocumentMeta,
  type PersonInput,
} from '@trellis/contracts';
import { customerDetail } from './customer-detail';
import { customerListItems } from './customer-list-items';
import { listCustomers } from './customers-list';
import { setProfileFile } from './profile-file';

export type CustomerWrite = CustomerCore & { profile_file_id?: number | null };

export function createCustomersRepository(db: Knex) {
  return {
    /** The page, `total` and the cards in one statement (see customers-list.ts). */
    async list(query: CustomerListParams): Promise<CustomerListResponse> {
      return listCustomers(db, query);
    },

    /** The list's rows of `ids`, in id order (a selection's CSV). */
    listItems(ids: readonly number[]): Promise<CustomerListItem[]> {
      return customerListItems(db, ids);
    },

    /** The customer, its persons and documents in one statement (see customer-detail.ts). */
    async findById(id: number, trx: Knex = db): Promise<Customer | undefined> {
      return customerDetail(trx, id);
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

    /** Answers false when there is no such customer; the updated row stays locked in `trx`. */
    async update(id: number, values: Partial<CustomerWrite>, trx: Knex = db): Promise<boolean> {
      const updated = await trx('customers')
        .where({ id })
        .update({ ...values, updated_at: trx.fn.now() });
      return updated > 0;
    },

    /** Points the customer at another profile picture; answers the file id it replaces. */
    async setProfileFile(id: number, fileId: number, trx: Knex = db): Promise<number | null> {
      return setProfileFile(trx, 'customers', id, fileId);
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
      return rows
        .map((r: { file_id: number | null }) => r.file_id)
        .filter((id): id is number => id !== null);
    },

    async fileIds(customerId: number, trx: Knex = db): Promise<number[]> {
      const rows = await trx('customer_documents')
        .where({ customer_id: customerId })
        .whereNotNull('file_id')
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
