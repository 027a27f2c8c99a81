import type { Knex } from 'knex';
import { EXPIRY_THRESHOLDS, type CustomerSortField } from '@trellis/contracts';
import { importedByCondition } from './imported-by';
import type { ListStatement } from './prepared';
import {
  containingCondition,
  containsCondition,
  isCommonSearch,
  lookupWords,
} from './search-words';

export interface CustomerListFilter {
  search: string;
  documents: 'all' | 'expiring' | 'expired';
  /** Only the customers this import created or updated. */
  import_id?: number;
}

export interface CustomerPageQuery extends CustomerListFilter {
  page: number;
  limit: number;
  sort: CustomerSortField;
  order: 'asc' | 'desc';
}

/**
 * Whitelisted ORDER BY expressions (keys from the contracts' sort enum). Each has an index on
 * (expression, id) (migrations 20261122210000): first_person and documents_count are columns kept
 * by triggers for that. Only first_person can be empty; it sorts last both ways.
 */
export const SORT_EXPRESSIONS: Record<CustomerSortField, { sql: string; nullable?: true }> = {
  name: { sql: 'lower(c.name)' },
  type: { sql: 'c.type' },
  first_person: { sql: 'lower(c.first_person)', nullable: true },
  documents_count: { sql: 'c.documents_count' },
  status: { sql: 'c.status' },
  created_at: { sql: 'c.created_at' },
};

/** '#AIM-C-007', 'AIM-C-7', 'C-007' or '007' name customer 7; anything else is not a code. */
export function idFromCode(search: string): number | null {
  const match = /^(?:#?aim-?)?(?:c-?)?0*(\d{1,9})$/i.exec(search.trim());
  return match ? Number(match[1]) : null;
}

export const isUnfiltered = (filter: CustomerListFilter) =>
  !filter.search && filter.documents === 'all' && filter.import_id === undefined;

export type Fragment = ListStatement;

/** The columns the search box looks in, as `table.column` (see search-words.ts). */
const SEARCHED = ['customers.name', 'customers.account_email', 'customer_persons.person_name'];

/** The Document Filters: ranges over the index on customer_documents (expiry_date, customer_id). */
const DOCUMENT_RANGES = {
  expiring: `d.expiry_date between current_date and current_date + ${Number(EXPIRY_THRESHOLDS.critical)}`,
  expired: 'd.expiry_date < current_date',
} as const;

/**
 * The customers the search box and the Document Filters select keep, as rows (id, status,
 * sort_key) for the query's sort. The search is one indexed lookup per column, united (an OR
 * across columns would scan every customer: 1.4 s at 100,000 rows), each by the column's rarest
 * word of the search. A document filter starts from the documents in its date range and reads
 * each of their customers by id. (`offset 0` keeps such a lateral subquery from being turned
 * into a join, for which PostgreSQL's default costs prefer reading every customer: 47 ms instead
 * of 2 ms for 1,300 expired documents at 100,000 rows.)
 */
export async function matchingCustomers(
  db: Knex,
  filter: CustomerListFilter & { sort: CustomerSortField },
): Promise<Fragment> {
  const where: string[] = [];
  const bindings: Knex.RawBinding[] = [];
  const common = Boolean(filter.search) && (await isCommonSearch(db, filter.search, SEARCHED));
  if (common) {
    // A search in most customers reads them once, the columns ORed, instead of uniting lookups
    // of most of the table.
    const own = await containingCondition(
      db,
      'customers',
      ['name', 'account_email'],
      filter.search,
    );
    const person = await containingCondition(
      db,
      'customer_persons',
      ['person_name'],
      filter.search,
    );
    const codeId = idFromCode(filter.search);
    where.push(`(${own.sql}
      or c.id in (select customer_id from customer_persons where ${person.sql})${
        codeId === null ? '' : ' or c.id = ?'
      })`);
    bindings.push(...own.bindings, ...person.bindings, ...(codeId === null ? [] : [codeId]));
  } else if (filter.search) {
    const words = await lookupWords(db, filter.search, SEARCHED);
    const name = containsCondition('name', filter.search, words.get('customers.name'));
    const email = containsCondition(
      'account_email',
      filter.search,
      words.get('customers.account_email'),
    );
    const person = containsCondition(
      'person_name',
      filter.search,
      words.get('customer_persons.person_name'),
    );
    const ids = `select id from customers where ${name.sql}
      union select id from customers where ${email.sql}
      union select customer_id from customer_persons where ${person.sql}`;
    bindings.push(...name.bindings, ...email.bindings, ...person.bindings);
    const codeId = idFromCode(filter.search);
    if (codeId === null) where.push(`c.id in (${ids})`);
    else {
      where.push(`(c.id in (${ids}) or c.id = ?)`);
      bindings.push(codeId);
    }
  }
  if (filter.import_id !== undefined) {
    where.push(importedByCondition('c', 'customers'));
    bindings.push(filter.import_id);
  }
  const columns = `c.id, c.status, ${SORT_EXPRESSIONS[filter.sort].sql} as sort_key`;
  if (filter.documents !== 'all') {
    where.unshift('c.id = d.customer_id');
    return {
      sql: `select c.* from (select distinct d.customer_id from customer_documents d
          where ${DOCUMENT_RANGES[filter.documents]}) d
        cross join lateral (select ${columns} from customers c where ${where.join(' and ')} offset 0) c`,
      bindings,
      planEachCall: common,
    };
  }
  return {
    sql: `select ${columns} from customers c${where.length ? ` where ${where.join(' and ')}` : ''}`,
    bindings,
    planEachCall: common,
  };
}
