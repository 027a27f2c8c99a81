import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ENGINEER_MESSAGES } from '@trellis/contracts';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { asManager, uniqueEmail } from '../helpers/accounts';
import { about, listenToEvents } from '../helpers/realtime-listener';
import { resetLinkFrom, startSmtpServer } from '../helpers/smtp';
import {
  dayFromToday,
  mobileLogin,
  mobileSession,
  putProfile,
  registerEngineer,
} from './engineer-helpers';

describe('the staff engineers API', () => {
  let t: TestApp;
  let staff: string;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let heard: Awaited<ReturnType<typeof listenToEvents>>;
  before(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ SMTP_URL: smtp.url });
    staff = (await asManager(t.app)).cookie;
    heard = await listenToEvents(t);
  });
  after(async () => {
    await heard.close();
    await t.close();
    await smtp.stop();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: staff } });
  const list = async (query: string) => {
    const response = await get(`/api/engineers?${query}`);
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as {
      total: number;
      items: { id: number; name: string; compliance: Record<string, unknown> }[];
    };
  };

  it('searches by name, email, phone and code, with the compliance summary and filters', async () => {
    const token = `cmp${Date.now()}`;
    const expiring = await registerEngineer(t, `${token} Expiring`);
    const expired = await registerEngineer(t, `${token} Expired`);
    const fine = await registerEngineer(t, `${token} Fine`);
    await putProfile(t, await mobileSession(t, expiring.email), {
      idDocuments: [
        { doc_type: 'Passport', expiry_date: dayFromToday(400) },
        { doc_type: 'ID card', expiry_date: dayFromToday(20) },
      ],
    });
    await putProfile(t, await mobileSession(t, expired.email), {
      rightToWork: [{ visa_types: 'Tier 2', expiry_date: dayFromToday(-3) }],
    });
    await putProfile(t, await mobileSession(t, fine.email), {
      idDocuments: [{ doc_type: 'Passport', expiry_date: dayFromToday(60) }],
    });

    const all = await list(`search=${token}&sort=name&order=asc`);
    assert.deepEqual(
      all.items.map((e) => e.name),
      [`${token} Expired`, `${token} Expiring`, `${token} Fine`],
    );
    assert.deepEqual(all.items[1]!.compliance, {
      nearest_expiry: dayFromToday(20),
      urgency: 'critical',
      document: 'ID card',
    });
    assert.equal(all.items[0]!.compliance.urgency, 'expired');
    assert.equal(all.items[2]!.compliance.urgency, 'info');

    const expiringOnly = await list(`search=${token}&documents=expiring`);
    assert.deepEqual(
      expiringOnly.items.map((e) => e.id),
      [expiring.id],
    );
    assert.equal(expiringOnly.total, 1);
    const expiredOnly = await list(`documents=expired`);
    assert.ok(expiredOnly.items.some((e) => e.id === expired.id));
    assert.ok(!expiredOnly.items.some((e) => e.id === expiring.id || e.id === fine.id));

    const byEmail = await list(`search=${encodeURIComponent(fine.email)}`);
    assert.deepEqual(
      byEmail.items.map((e) => e.id),
      [fine.id],
    );
    const byPhone = await list(`search=${encodeURIComponent('1234 567890')}&limit=1000`);
    assert.ok(byPhone.items.some((e) => e.id === fine.id));
    const byCode = await list(`search=AIM-E-${String(fine.id).padStart(3, '0')}`);
    assert.deepEqual(
      byCode.items.map((e) => e.id),
      [fine.id],
    );
    const byStatus = await list(`search=${token}&status=Inactive`);
    assert.equal(byStatus.total, 0);
    assert.equal((await get('/api/engineers?limit=1001')).statusCode, 400);
  });

  it('answers the detail with the profile, and 404 for an unknown engineer', async () => {
    const engineer = await registerEngineer(t);
    const detail = await get(`/api/engineers/${engineer.id}`);
    assert.equal(detail.statusCode, 200, detail.body);
    assert.equal(detail.json().profile.personalDetails.email, engineer.email);
    assert.deepEqual(detail.json().profile.idDocuments, []);
    assert.equal((await get('/api/engineers/99999999')).statusCode, 404);
  });

  it('refuses to delete an engineer with open tickets, then deletes in one go', async () => {
    const engineer = await registerEngineer(t, 'Busy Engineer');
    await mobileSession(t, engineer.email);
    const [customer] = await t
      .db('customers')
      .insert({ name: 'Acme', account_email: 'a@acme.io' })
      .returning('id');
    const customerId = (customer as { id: number }).id;
    await t.db('tickets').insert([
      { customer_id: customerId, task_name: 'One', engineer_id: engineer.id, status: 'Accepted' },
      {
        customer_id: customerId,
        task_name: 'Two',
        engineer_id: engineer.id,
        status: 'In Progress',
      },
      { customer_id: customerId, task_name: 'Done', engineer_id: engineer.id, status: 'Closed' },
    ]);
    const del = () =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/engineers/${engineer.id}`,
        headers: { cookie: staff },
      });
    const refused = await del();
    assert.equal(refused.statusCode, 409);
    assert.equal(refused.json().message, ENGINEER_MESSAGES.hasOpenTickets('Busy Engineer', 2));
    assert.match(refused.json().message, /2 open tickets; reassign them first/);

    await t.db('tickets').where({ engineer_id: engineer.id }).update({ status: 'Closed' });
    heard.events.length = 0;
    const deleted = await del();
    assert.equal(deleted.statusCode, 200, deleted.body);
    assert.equal(deleted.json().message, 'Engineer deleted successfully!');
    assert.equal(await t.db('users').where({ id: engineer.id }).first(), undefined);
    assert.equal((await t.db('sessions').where({ user_id: engineer.id })).length, 0);
    await heard.waitForFirst('engineer:deleted', about(engineer.id));
    // Each event is its own NOTIFY; the listener may hear the counts a moment later.
    await heard.waitForFirst('counts:updated');
    assert.equal((await del()).statusCode, 404);
  });

  it('invites an engineer: Invited, mail with a set-password link, then mobile sign-in', async () => {
    const email = uniqueEmail('invitee');
    const mailArrives = smtp.waitForMail();
    const invite = await t.app.inject({
      method: 'POST',
      url: '/api/engineers',
      headers: { cookie: staff },
      payload: { name: 'New Invitee', email, phone: '+1 555 0100' },
    });
    assert.equal(invite.statusCode, 201, invite.body);
    assert.equal(invite.json().status, 'Invited');
    await heard.waitForFirst('engineer:created', about(invite.json().id));
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/engineers',
      headers: { cookie: staff },
      payload: { name: 'Dup', email, phone: '+1 555 0100' },
    });
    assert.equal(again.statusCode, 409);

    const mail = await mailArrives;
    assert.deepEqual(mail.to, [email]);
    const token = new URL(resetLinkFrom(mail.raw)).searchParams.get('token')!;
    const early = await mobileLogin(t, email, 'anything1');
    assert.equal(early.statusCode, 401);

    const set = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'MyOwnPass9' },
    });
    assert.equal(set.statusCode, 200, set.body);
    // An open engineers list hears the invitee become Active.
    const activated = await heard.waitForFirst('engineer:updated', about(invite.json().id));
    assert.equal(activated.data.status, 'Active');
    const login = await mobileLogin(t, email, 'MyOwnPass9');
    assert.equal(login.statusCode, 200, login.body);
    assert.equal(login.json().status, 'Active');
  });

  it('edits contact details and refuses Invited or an unknown status', async () => {
    const engineer = await registerEngineer(t);
    const put = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/engineers/${engineer.id}`,
        headers: { cookie: staff },
        payload,
      });
    const edited = await put({ name: 'Edited Name', phone: '+44 20 0000 0000' });
    assert.equal(edited.statusCode, 200, edited.body);
    assert.equal(edited.json().name, 'Edited Name');
    assert.equal((await put({ status: 'Invited' })).statusCode, 400);
    assert.equal((await put({})).statusCode, 400);
  });
});
