import type { Knex } from 'knex';
import type { WrittenRecords } from '../import-target';

const PERSON_COLUMNS = `customer_id, position, person_name, person_email, person_contact`;
/** A person of the staged JSON `x.person`, at place `x.n`, as the table's columns. */
const PERSON_VALUES = `x.n - 1, x.person->>'person_name', x.person->>'person_email',
  x.person->>'person_contact'`;

const CHUNK = `r.import_id = ? and r.line >= ? and r.line < ?`;
const boundsOf = ({ importId, lines }: WrittenRecords) => [importId, lines.from, lines.to];

/**
 * A created customer's first person, as its `first_person` column keeps it: the first of the
 * staged row `r`'s persons, which are written in file order.
 */
export const FIRST_STAGED_PERSON = `r."values"->'persons'->0->>'person_name'`;

/** The authorised persons of a chunk's created customers, from the file's person columns. */
export async function insertCreatedPersons(trx: Knex, written: WrittenRecords): Promise<void> {
  const created = written.created.map((record) => Number(record.id));
  if (created.length)
    await trx.raw(
      `insert into customer_persons (${PERSON_COLUMNS})
       select c.id, ${PERSON_VALUES} from import_rows r
       join customers c on c.id = any(?::int[]) and lower(c.account_email) = r.key
       cross join lateral jsonb_array_elements(coalesce(r."values"->'persons', '[]'))
         with ordinality as x(person, n)
       where ${CHUNK} and r.action = 'create'`,
      [created, ...boundsOf(written)],
    );
}

/**
 * An updated customer whose row names persons gets exactly those in place of its own (as saving
 * its form does), unless they are the same already. A row naming none leaves them as they are.
 */
export async function replaceUpdatedPersons(trx: Knex, written: WrittenRecords): Promise<void> {
  await trx.raw(
    `with wanted as (
       select r.target_id::int as customer_id, r."values"->'persons' as persons from import_rows r
       where ${CHUNK} and r.action = 'update'
         and jsonb_array_length(coalesce(r."values"->'persons', '[]')) > 0),
     held as (
       select w.customer_id, coalesce(jsonb_agg(jsonb_build_object('person_name', p.person_name,
           'person_email', p.person_email, 'person_contact', p.person_contact)
           order by p.position, p.id) filter (where p.id is not null), '[]') as persons
       from wanted w left join customer_persons p on p.customer_id = w.customer_id
       group by w.customer_id),
     changing as (
       select w.* from wanted w join held h using (customer_id) where h.persons <> w.persons),
     gone as (
       delete from customer_persons p using changing c where p.customer_id = c.customer_id)
     insert into customer_persons (${PERSON_COLUMNS})
     select g.customer_id, ${PERSON_VALUES}
     from changing g cross join lateral jsonb_array_elements(g.persons) with ordinality as x(person, n)`,
    boundsOf(written),
  );
}
