import type { Knex } from 'knex';
import { seedDemoLeads } from './demo-leads';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

interface DemoCustomer {
  name: string;
  type: 'Company' | 'Freelancer';
  email: string;
  reg?: string;
  vat?: string;
  address: string;
  status?: 'Active' | 'Inactive';
  persons: [string, string, string][];
  documents: [title: string, expiresInDays: number | null][];
}

const CUSTOMERS: DemoCustomer[] = [
  {
    name: 'Acme Field Services',
    type: 'Company',
    email: 'accounts@acme.example',
    reg: '09876543',
    vat: 'GB123456789',
    address: '1 Engineering Way, London',
    persons: [
      ['Alice Carter', 'alice@acme.example', '+44 20 7946 0001'],
      ['Bob Singh', 'bob@acme.example', '+44 20 7946 0002'],
    ],
    documents: [
      ['Public liability insurance', 12],
      ['Master services agreement', 200],
    ],
  },
  {
    name: 'Northwind Networks',
    type: 'Company',
    email: 'finance@northwind.example',
    reg: 'HRB 12345',
    vat: 'DE811907980',
    address: 'Hafenstrasse 4, Hamburg',
    persons: [['Clara Weber', 'clara@northwind.example', '+49 40 123456']],
    documents: [
      ['Site access permit', -5],
      ['Data processing agreement', 40],
    ],
  },
  {
    name: 'Dana Lopez',
    type: 'Freelancer',
    email: 'dana@lopez.example',
    address: 'Calle Mayor 7, Madrid',
    persons: [['Dana Lopez', 'dana@lopez.example', '+34 600 000 000']],
    documents: [['Contractor agreement', 75]],
  },
  {
    name: 'Globex Telecom',
    type: 'Company',
    email: 'ap@globex.example',
    reg: 'C-558812',
    address: '200 Market St, San Francisco',
    status: 'Inactive',
    persons: [],
    documents: [],
  },
];

/**
 * Demo customers with persons, documents (some expiring, one expired), leads in each state of the
 * Ticket column and two tickets, one of them made from the first lead.
 */
export async function seedDemoCustomers(
  knex: Knex,
  day: (offset: number) => string,
  sha256: (b: Buffer) => string,
): Promise<void> {
  const ids: number[] = [];
  for (const c of CUSTOMERS) {
    const [row] = await knex('customers')
      .insert({
        name: c.name,
        type: c.type,
        account_email: c.email,
        company_reg_no: c.reg ?? null,
        vat_no: c.vat ?? null,
        address: c.address,
        status: c.status ?? 'Active',
      })
      .returning('id');
    const id = (row as { id: number }).id;
    ids.push(id);
    if (c.persons.length) {
      await knex('customer_persons').insert(
        c.persons.map(([person_name, person_email, person_contact], position) => ({
          customer_id: id,
          position,
          person_name,
          person_email,
          person_contact,
        })),
      );
    }
    for (const [title, days] of c.documents) {
      const [file] = await knex('files')
        .insert({
          name: `${title.toLowerCase().replace(/\s+/g, '-')}.pdf`,
          mime_type: 'application/pdf',
          size: PDF.length,
          sha256: sha256(PDF),
          data: PDF,
        })
        .returning('id');
      await knex('customer_documents').insert({
        customer_id: id,
        title,
        expiry_date: days === null ? null : day(days),
        file_id: (file as { id: number }).id,
      });
    }
  }
  const leadIds = await seedDemoLeads(knex, ids, day);
  await knex('tickets').insert([
    {
      lead_id: leadIds[0],
      customer_id: ids[0],
      task_name: 'Rack and stack, 2 days',
      status: 'Accepted',
      currency: 'USD',
      agreed_rate: '720.00',
      full_day_rate: '350.00',
    },
    {
      customer_id: ids[1],
      task_name: 'Fibre patching',
      status: 'Offered',
      currency: 'EUR',
      full_day_rate: '410.00',
      hourly_rate: '60.00',
    },
  ]);
}
