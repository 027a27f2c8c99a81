import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { API_ROUTES, IMPORT_MESSAGES, MESSAGES } from '@trellis/contracts';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { asAdmin, asSupport } from '../helpers/accounts';
import { rowsOf } from '../audit/rows-since';
import { resetLinkFrom, startSmtpServer } from '../helpers/smtp';
import { registerEngineer } from '../engineers/engineer-helpers';
import { committed, postImport, previewed } from './import-calls';

describe('importing engineers', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof asAdmin>>;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  before(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ SMTP_URL: smtp.url });
    admin = await asAdmin(t.app);
  });
  after(async () => {
    await t.close();
    await smtp.stop();
  });

  const invite = (id: number, cookie = admin.cookie) =>
    t.app.inject({
      method: 'POST',
      url: API_ROUTES.dataImportInvitations(id),
      headers: { cookie },
    });

  it('creates Invited accounts without a mail, updates an engineer by email, refuses a staff email, then sends the invitations once', async () => {
    const known = await registerEngineer(t, 'Known Engineer');
    const file = [
      'Full name,E-mail,Mobile',
      'Nia Okafor,nia.okafor@example.test,+44 20 7946 0101',
      `Known Engineer,${known.email.toUpperCase()},+44 20 7946 0202`,
      `Staff Person,${admin.user.email},+44 20 7946 0303`,
    ].join('\n');
    const detail = await previewed(t, admin.cookie, 'engineers', file);
    assert.deepEqual(detail.import.mapping, ['name', 'email', 'phone']);
    assert.deepEqual(detail.import.counts, { rows: 3, create: 1, update: 1, errors: 1 });
    assert.deepEqual(
      detail.errors.items.map((e) => [e.line, e.column, e.message]),
      [[4, 'E-mail', MESSAGES.emailTaken]],
    );

    const valid = await previewed(t, admin.cookie, 'engineers', file, { mode: 'valid' });
    const { rows } = await rowsOf(t, () => committed(t, admin.cookie, valid.import.id));
    assert.deepEqual(
      rows.map((r) => r.action),
      ['engineer.invited', 'engineer.updated', 'engineers.imported'],
    );
    const nia = await t.db('users').where({ email: 'nia.okafor@example.test' }).first();
    assert.equal(nia.role, 'engineer');
    assert.equal(nia.status, 'Invited');
    const updated = await t.db('users').where({ id: known.id }).first();
    assert.equal(updated.phone, '+44 20 7946 0202');
    // The staff account is untouched, and no mail has gone yet.
    assert.equal((await t.db('users').where({ id: admin.user.id }).first()).role, 'staff');
    assert.equal(smtp.mails.filter((m) => m.to.includes('nia.okafor@example.test')).length, 0);

    // Only the importer sends them, and a reader without Manage Team cannot.
    const support = await asSupport(t.app);
    assert.equal((await invite(valid.import.id, support.cookie)).statusCode, 404);

    const arrived = smtp.waitForMail();
    const sent = await invite(valid.import.id);
    assert.equal(sent.statusCode, 202, sent.body);
    assert.deepEqual(sent.json(), { sent: 1 });
    const mail = await arrived;
    assert.deepEqual(mail.to, ['nia.okafor@example.test']);
    assert.match(resetLinkFrom(mail.raw), /\/reset-password\?token=/);

    const again = await invite(valid.import.id);
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().message, IMPORT_MESSAGES.invitationsSent);
  });

  it('sends no invitations for an import of another list', async () => {
    const holidays = await previewed(
      t,
      admin.cookie,
      'holidays',
      'Title,Type,Country,Date\nHarvest,Festival,France,2031-09-20\n',
    );
    await committed(t, admin.cookie, holidays.import.id);
    const refused = await invite(holidays.import.id);
    assert.equal(refused.statusCode, 409);
    assert.equal(refused.json().message, IMPORT_MESSAGES.notInvitable);
  });

  it('takes Manage Team to import engineers', async () => {
    const support = await asSupport(t.app);
    const response = await postImport(t, support.cookie, 'engineers', 'Name,Email\nA,a@b.test\n');
    assert.equal(response.statusCode, 403);
  });
});
