import type { Customer, CustomerListResponse } from '@trellis/contracts';
import type { TestApp } from '../helpers/test-app';
import { multipart, PDF_BYTES } from '../helpers/multipart';
import { getList, type ListQuery } from '../helpers/list-call';
import { createdRecord, recordCalls } from '../helpers/record-calls';

export type FilePart = NonNullable<Parameters<typeof multipart>[1]>[number];

export interface CustomerInput {
  fields?: Record<string, string>;
  persons?: unknown[];
  documents?: { title: string; expiry_date?: string | null }[];
  files?: FilePart[];
}

/** The multipart body the form sends; documents get a PDF each unless `files` says otherwise. */
export function customerBody({ fields = {}, persons, documents = [], files }: CustomerInput) {
  const parts: Record<string, string> = {
    type: 'Company',
    name: 'Acme Field Services',
    account_email: 'ops@acme.example',
    status: 'Active',
    ...fields,
  };
  if (persons) parts.persons = JSON.stringify(persons);
  if (documents.length) parts.documents_meta = JSON.stringify(documents);
  const docFiles =
    files ??
    documents.map((d) => ({
      field: 'doc_files',
      filename: `${d.title}.pdf`,
      content: PDF_BYTES,
      type: 'application/pdf',
    }));
  return multipart(parts, docFiles);
}

export async function sendCustomer(t: TestApp, cookie: string, input: CustomerInput, id?: number) {
  const body = customerBody(input);
  return t.app.inject({
    method: id === undefined ? 'POST' : 'PUT',
    url: id === undefined ? '/api/customers' : `/api/customers/${id}`,
    payload: body.payload,
    headers: { ...body.headers, cookie },
  });
}

/** GET and DELETE /api/customers/:id, asserting nothing. */
export const { get: getCustomer, remove: deleteCustomer } = recordCalls('/api/customers');

/** Creates a customer through the API and answers its body. */
export async function createCustomer(t: TestApp, cookie: string, input: CustomerInput = {}) {
  return createdRecord<Customer>(await sendCustomer(t, cookie, input));
}

export const person = (name: string) => ({
  person_name: name,
  person_email: `${name.toLowerCase().replace(/\W/g, '')}@example.com`,
  person_contact: '+44 20 7946 0000',
});

/** A date `days` from the database's today, the day the expiry filters count from. */
export async function dayFromToday(t: TestApp, days: number): Promise<string> {
  const { rows } = await t.db.raw<{ rows: { day: string }[] }>(
    'select (current_date + ?::int)::text as day',
    [days],
  );
  return rows[0]!.day;
}

export async function addLead(t: TestApp, customerId: number): Promise<number> {
  const [row] = await t
    .db('leads')
    .insert({ customer_id: customerId, task_name: 'Rack install' })
    .returning('id');
  return row.id;
}

export async function addTicket(
  t: TestApp,
  customerId: number,
  rates: Record<string, string | null> = {},
  currency = 'USD',
) {
  await t
    .db('tickets')
    .insert({ customer_id: customerId, task_name: 'Site visit', currency, ...rates });
}

export async function countRows(t: TestApp, table: string): Promise<number> {
  const row = await t.db(table).count<{ n: number }[]>({ n: '*' }).first();
  return Number(row!.n);
}

export const uniqueToken = () => `Z${Math.random().toString(36).slice(2, 9)}`;

/** GET /api/customers with a query, asserting 200. */
export function listCustomers(t: TestApp, cookie: string, query: ListQuery) {
  return getList<CustomerListResponse>(t, cookie, '/api/customers', query);
}
