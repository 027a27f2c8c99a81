// The API bench's EXPLAIN (ANALYZE, BUFFERS) of each list query it measured, built exactly as
// the route builds it (the customers, engineers, leads and tickets lists, and the dashboard's
// figures), so the report shows the plan beside each row's figure.
import type { Knex } from 'knex';
import {
  customerListQuerySchema,
  engineerListQuerySchema,
  leadListQuerySchema,
  monthRange,
  previousMonth,
  ticketListQuerySchema,
} from '../packages/contracts/src/index';
import { customerListStatement } from '../api/src/repositories/customers-list';
import { DASHBOARD_FIGURES_SQL } from '../api/src/repositories/dashboard-repository';
import { engineerListStatement } from '../api/src/repositories/engineers-list';
import { leadListStatement } from '../api/src/repositories/leads-list';
import { ticketListStatement } from '../api/src/repositories/tickets-list';

type Statement = Awaited<ReturnType<typeof customerListStatement>>;

const queryOf = (path: string) => Object.fromEntries(new URL(path, 'http://x').searchParams);

/** Each measured row's statement, by the start of its path; null where the row is no list's. */
async function statementOf(db: Knex, path: string): Promise<Statement | null> {
  const query = queryOf(path);
  if (/^\/api\/customers(\?|$)/.test(path))
    return customerListStatement(db, customerListQuerySchema.parse(query));
  if (/^\/api\/engineers(\?|$)/.test(path))
    return engineerListStatement(
      db,
      engineerListQuerySchema.parse(query),
      new Date().toISOString().slice(0, 10),
    );
  if (/^\/api\/leads(\?|$)/.test(path))
    return leadListStatement(db, leadListQuerySchema.parse(query));
  if (/^\/api\/tickets(\?|$)/.test(path))
    return ticketListStatement(db, ticketListQuerySchema.parse(query));
  if (path.startsWith('/api/dashboard')) {
    const month = { year: Number(query.year), month: Number(query.month) };
    const current = monthRange(month);
    const previous = monthRange(previousMonth(month));
    return {
      sql: DASHBOARD_FIGURES_SQL,
      bindings: [current.from, current.to, previous.from, previous.to],
    };
  }
  return null;
}

/** The plans of the measured rows that are lists' (or the dashboard's), in the rows' order. */
export async function listExplains(
  db: Knex,
  rows: readonly { name: string; path: string }[],
): Promise<{ name: string; plan: string }[]> {
  const explains: { name: string; plan: string }[] = [];
  for (const row of rows) {
    const statement = await statementOf(db, row.path);
    if (!statement) continue;
    const { rows: plan } = await db.raw<{ rows: { 'QUERY PLAN': string }[] }>(
      `explain (analyze, buffers) ${statement.sql}`,
      statement.bindings,
    );
    explains.push({ name: row.name, plan: plan.map((r) => r['QUERY PLAN']).join('\n') });
  }
  return explains;
}
