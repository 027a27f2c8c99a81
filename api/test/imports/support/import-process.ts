// An API process for the import crash test: on the test's database it signs in as IMPORT_EMAIL
// (IMPORT_PASSWORD), imports IMPORT_ROWS customers (e-mails at IMPORT_DOMAIN), waits for the
// preview, commits, and says "committing". The test kills it while it writes.
import { buildApp } from '../../../src/app';
import { loadConfig } from '../../../src/config';
import { createDb } from '../../../src/db/database';
import { TEST_BASE_ENV } from '../../helpers/test-env';
import { sessionCookie } from '../../helpers/accounts';
import type { TestApp } from '../../helpers/test-app';
import { commit, postImport, readImport } from '../import-calls';

const databaseUrl = process.env.IMPORT_DATABASE_URL!;
const rows = Number(process.env.IMPORT_ROWS);
const domain = process.env.IMPORT_DOMAIN!;

const config = loadConfig({
  ...TEST_BASE_ENV,
  JOBS: 'off',
  SESSION_CACHE_MS: '0',
  MAX_EVENT_LOOP_DELAY_MS: '0',
});
const db = createDb(databaseUrl, { timeZone: config.APP_TIME_ZONE });
const app = await buildApp({ config, db, databaseUrl, logger: false });
await app.ready();
const t: TestApp = { app, db, config, databaseUrl, close: () => app.close() };

const login = await app.inject({
  method: 'POST',
  url: '/api/auth/login',
  payload: { email: process.env.IMPORT_EMAIL, password: process.env.IMPORT_PASSWORD },
});
if (login.statusCode !== 200) throw new Error(`sign-in refused: ${login.body}`);
const cookie = sessionCookie(login);

const lines = ['Company;E-mail;Type;VAT;Status'];
for (let i = 1; i <= rows; i += 1)
  lines.push(`Crash Customer ${i} Ltd;customer${i}@${domain};Company;GB${i};Active`);
const posted = await postImport(t, cookie, 'customers', lines.join('\r\n'));
if (posted.statusCode !== 202) throw new Error(`import refused: ${posted.body}`);
const id: number = posted.json().id;

for (;;) {
  const { import: current } = await readImport(t, cookie, id);
  if (current.state === 'ready' && current.counts.create === rows) break;
  if (current.state !== 'staging') throw new Error(`no preview: ${JSON.stringify(current)}`);
  await new Promise((done) => setTimeout(done, 50));
}
const committed = await commit(t, cookie, id);
if (committed.statusCode !== 202) throw new Error(`commit refused: ${committed.body}`);
console.log('committing');
