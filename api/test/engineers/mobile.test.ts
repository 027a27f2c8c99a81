import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ENGINEER_MESSAGES } from '@trellis/contracts';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { asManager } from '../helpers/accounts';
import { listenToEvents } from '../helpers/realtime-listener';
import {
  dayFromToday,
  mobileLogin,
  mobileSession,
  PASSWORD,
  putProfile,
  registerEngineer,
} from './engineer-helpers';

describe('the engineer mobile API', () => {
  let t: TestApp;
  let staff: string;
  let heard: Awaited<ReturnType<typeof listenToEvents>>;
  before(async () => {
    t = await createTestApp();
    staff = (await asManager(t.app)).cookie;
    heard = await listenToEvents(t);
  });
  after(async () => {
    await heard.close();
    await t.close();
  });

  it('signs an engineer in with a mobile session; the web login refuses them', async () => {
    const engineer = await registerEngineer(t);
    const web = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: engineer.email, password: PASSWORD },
    });
    assert.equal(web.statusCode, 403);
    assert.equal(web.json().code, 'ENGINEER_USE_MOBILE_APP');

    assert.equal((await mobileLogin(t, engineer.email, 'Wrong999')).statusCode, 401);
    const login = await mobileLogin(t, engineer.email);
    assert.equal(login.statusCode, 200, login.body);
    assert.equal(login.json().id, engineer.id);
    assert.equal(login.json().code, `AIM-E-${String(engineer.id).padStart(3, '0')}`);
    const session = await t.db('sessions').where({ user_id: engineer.id }).first();
    assert.equal(session.kind, 'mobile');

    const cookie = await mobileSession(t, engineer.email);
    const me = await t.app.inject({ method: 'GET', url: '/api/engineers/me', headers: { cookie } });
    assert.equal(me.statusCode, 200, me.body);
    assert.equal(me.json().email, engineer.email);
    assert.deepEqual(me.json().profile.education, []);

    const out = await t.app.inject({
      method: 'POST',
      url: '/api/engineers/logout',
      headers: { cookie },
    });
    assert.equal(out.statusCode, 200);
    const gone = await t.app.inject({
      method: 'GET',
      url: '/api/engineers/me',
      headers: { cookie },
    });
    assert.equal(gone.statusCode, 401);
  });

  it('refuses staff accounts on the mobile login', async () => {
    const { user, password } = await asManager(t.app);
    assert.equal((await mobileLogin(t, user.email, password)).statusCode, 403);
  });

  it('keeps a mobile session to /api/engineers/me and a web session away from it', async () => {
    const engineer = await registerEngineer(t);
    const cookie = await mobileSession(t, engineer.email);
    for (const url of [
      '/api/engineers',
      '/api/users/me',
      '/api/customers',
      `/api/engineers/${engineer.id}`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      assert.equal(response.statusCode, 403, `${url}: ${response.body}`);
    }
    const web = await t.app.inject({
      method: 'GET',
      url: '/api/engineers/me',
      headers: { cookie: staff },
    });
    assert.equal(web.statusCode, 403);
    assert.equal(web.json().code, 'MOBILE_APP_ONLY');
    assert.equal((await putProfile(t, staff, { name: 'X' })).statusCode, 403);
    const none = await t.app.inject({ method: 'GET', url: '/api/engineers/me' });
    assert.equal(none.statusCode, 401);
  });

  it('validates every section and names the field', async () => {
    const engineer = await registerEngineer(t);
    const cookie = await mobileSession(t, engineer.email);
    const payment = {
      payment_currency: 'GBP',
      bank_name: 'Bank',
      account_type: 'Personal',
      account_name: 'Eve',
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'profile.name'],
      [{ phone: 'not a phone' }, 'profile.phone'],
      [{ personalDetails: { dob: '1990-02-30' } }, 'profile.personalDetails.dob'],
      [
        { education: [{ degree_name: 'BSc', university_name: 'OU', issue_date: '12/07/2012' }] },
        'profile.education.0.issue_date',
      ],
      [
        { technicalSkills: [{ skill_name: 'Go', level: 'Wizard' }] },
        'profile.technicalSkills.0.level',
      ],
      [
        {
          spokenLanguages: [
            {
              language: 'French',
              level: 'Fluent',
              prof_read: true,
              prof_speak: 'yes',
              prof_write: true,
            },
          ],
        },
        'profile.spokenLanguages.0.prof_speak',
      ],
      [
        { industryExperience: [{ industry: 'Telecom', exp_range: 'forever' }] },
        'profile.industryExperience.0.exp_range',
      ],
      [
        { idDocuments: [{ doc_type: 'Passport', expiry_date: 'soon' }] },
        'profile.idDocuments.0.expiry_date',
      ],
      [
        { rightToWork: [{ visa_types: 'Tier 2', issue_date: '2026-13-01' }] },
        'profile.rightToWork.0.issue_date',
      ],
      [
        { travelDetails: { driving_license: 'no', own_vehicle: false } },
        'profile.travelDetails.driving_license',
      ],
      [
        { paymentDetails: { ...payment, iban: 'GB83 WEST 1234 5698 7654 32' } },
        'profile.paymentDetails.iban',
      ],
    ];
    for (const [profile, path] of cases) {
      const response = await putProfile(t, cookie, profile);
      assert.equal(response.statusCode, 400, `${path}: ${response.body}`);
      const body = response.json() as { details?: { path: string }[] };
      assert.ok(
        body.details?.some((d) => d.path === path),
        `${path} not named in ${response.body}`,
      );
    }
    const ok = await putProfile(t, cookie, {
      paymentDetails: { ...payment, iban: 'GB82 WEST 1234 5698 7654 32' },
    });
    assert.equal(ok.statusCode, 200, ok.body);
  });

  it('stores the profile and announces it to the staff screens', async () => {
    const engineer = await registerEngineer(t, 'Live Engineer');
    const cookie = await mobileSession(t, engineer.email);
    heard.events.length = 0;
    const expiry = dayFromToday(10);
    const response = await putProfile(t, cookie, {
      name: 'Live Engineer Renamed',
      phone: '+44 7700 900123',
      education: [{ degree_name: 'BSc', university_name: 'OU', issue_date: '2012-07-01' }],
      rightToWork: [{ visa_types: 'Tier 2', issue_date: '2024-01-01', expiry_date: expiry }],
    });
    assert.equal(response.statusCode, 200, response.body);
    const detail = response.json();
    assert.equal(detail.name, 'Live Engineer Renamed');
    assert.equal(detail.profile.education.length, 1);
    assert.deepEqual(detail.compliance, {
      nearest_expiry: expiry,
      urgency: 'critical',
      document: 'Right to work: Tier 2',
    });

    const updated = await heard.waitForFirst('engineer:updated');
    assert.equal(updated.data.id, engineer.id);
    const profile = await heard.waitForFirst('profile:updated');
    assert.equal(profile.data.userId, engineer.id);
    assert.equal(profile.data.name, 'Live Engineer Renamed');
    assert.equal(profile.data.email, engineer.email);
    assert.equal(profile.data.phone, '+44 7700 900123');
    const own = await heard.waitForFirst(`user:${engineer.id}:profile:updated`);
    assert.equal(own.data.userId, engineer.id);

    // A later write of one section keeps the others.
    const again = await putProfile(t, cookie, {
      technicalSkills: [{ skill_name: 'Go', level: 'Expert' }],
    });
    assert.equal(again.json().profile.education.length, 1);
    const staffView = await t.app.inject({
      method: 'GET',
      url: `/api/engineers/${engineer.id}`,
      headers: { cookie: staff },
    });
    assert.equal(staffView.statusCode, 200);
    assert.equal(staffView.json().profile.technicalSkills[0].level, 'Expert');
    assert.ok(
      staffView.json().last_login === null || typeof staffView.json().last_login === 'string',
    );
  });

  it('refuses an inactive engineer and ends their sessions', async () => {
    const engineer = await registerEngineer(t);
    const cookie = await mobileSession(t, engineer.email);
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/engineers/${engineer.id}`,
      headers: { cookie: staff },
      payload: { status: 'Inactive' },
    });
    assert.equal(edit.statusCode, 200, edit.body);
    assert.equal(edit.json().status, 'Inactive');
    const me = await t.app.inject({ method: 'GET', url: '/api/engineers/me', headers: { cookie } });
    assert.equal(me.statusCode, 401);
    const login = await mobileLogin(t, engineer.email);
    assert.equal(login.statusCode, 403);
    assert.equal(login.json().message, ENGINEER_MESSAGES.inactive);

    await t.app.inject({
      method: 'PUT',
      url: `/api/engineers/${engineer.id}`,
      headers: { cookie: staff },
      payload: { status: 'Active' },
    });
    assert.equal((await mobileLogin(t, engineer.email)).statusCode, 200);
  });
});
