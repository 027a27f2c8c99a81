// The EXPLAIN of what a route asks PostgreSQL, for any route: the route is called once in this
// process, signed in, its statements are caught as knex sends them, and the longest of them (the
// list's own statement, not the session's) is explained with its bindings. So a target the bench
// finds not met shows its plan in the report, whichever list it is.
import pg from 'pg';
import { buildApp } from '../api/src/app';
import { createDb } from '../api/src/db/database';
import { benchConfig } from './bench-config';

export interface RouteExplain {
  name: string;
  plan: string;
}

const SESSION_LOOKUP = /\bfrom sessions s\b/;

interface SentStatement {
  sql: string;
  bindings?: unknown[];
}

export async function explainRoutes(
  url: string,
  routes: { name: string; path: string }[],
): Promise<RouteExplain[]> {
  if (routes.length === 0) return [];
  const config = benchConfig();
  const db = createDb(url, { timeZone: config.APP_TIME_ZONE });
  const app = await buildApp({ config, db, databaseUrl: url, logger: false });
  const explainer = new pg.Client({ connectionString: url });
  const explains: RouteExplain[] = [];
  try {
    await app.ready();
    await explainer.connect();
    await explainer.query(`set timezone = '${config.APP_TIME_ZONE}'`);
    const registered = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { origin: config.publicUrl },
      payload: {
        username: 'Bench Explain',
        email: `explain.${Date.now()}@bench.local`,
        password: 'Bench123',
      },
    });
    const cookie = String(registered.headers['set-cookie']).split(';')[0]!;
    let sent: SentStatement[] = [];
    db.on('query', (statement: SentStatement) => sent.push(statement));
    for (const route of routes) {
      sent = [];
      await app.inject({ method: 'GET', url: route.path, headers: { cookie } });
      // The session's lookup can be longer than a short list statement, and is never the one.
      const longest = sent
        .filter((s) => !SESSION_LOOKUP.test(s.sql))
        .reduce<SentStatement | undefined>(
          (best, s) => (best && best.sql.length >= s.sql.length ? best : s),
          undefined,
        );
      if (!longest) continue;
      sent = [];
      // As PostgreSQL received it: numbered parameters, which knex's raw would not take back.
      const { rows } = await explainer.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, buffers) ${longest.sql}`,
        longest.bindings ?? [],
      );
      explains.push({ name: route.name, plan: rows.map((r) => r['QUERY PLAN']).join('\n') });
    }
  } finally {
    await explainer.end();
    await app.close();
    await db.destroy();
  }
  return explains;
}
