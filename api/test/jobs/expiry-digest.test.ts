import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { asEngineerRole, asManager, asSupport, type SignedIn } from '../helpers/accounts';
import { multipart } from '../helpers/multipart';
import { startSmtpServer } from '../helpers/smtp';
import { addDays, jobFixture, type JobFixture } from './job-fixture';
import { customerWithDocuments, engineerWithDocuments } from './expiry-factory';
import { mailText } from './mail-text';

describe('expiry alerts: the daily digest mail', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let fx: JobFixture;
  let manager: SignedIn;
  let editor: SignedIn;
  let support: SignedIn;
  let optedOut: SignedIn;
  let customerCode: string;
  before(async () => {
    smtp = await startSmtpServer();
    fx = await jobFixture({ SMTP_URL: smtp.url });
    manager = await asManager(fx.t.app, { username: 'Mia Manager' });
    editor = await asEngineerRole(fx.t.app, { username: 'Eddie Editor' });
    support = await asSupport(fx.t.app, { username: 'Sam Support' });
    optedOut = await asManager(fx.t.app, { username: 'Quiet Manager' });
    const body = multipart({
      username: 'Quiet Manager',
      email: optedOut.user.email,
      daily_digest: 'false',
    });
    const off = await fx.t.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      payload: body.payload,
      headers: { ...body.headers, cookie: optedOut.cookie },
    });
    assert.equal(off.statusCode, 200, off.body);

    const day0 = fx.realToday;
    customerCode = (
      await customerWithDocuments(fx, 'Orchard Foods', [
        { title: 'Hygiene certificate', expiry_date: addDays(day0, -1) },
        { title: 'Fire safety report', expiry_date: addDays(day0, 92) },
      ])
    ).code;
    await engineerWithDocuments(fx, 'Leo Park', {
      rightToWork: [
        { visa_types: 'Skilled Worker', issue_date: '2021-01-01', expiry_date: addDays(day0, 40) },
      ],
    });
  });
  after(async () => {
    await fx.close();
    await smtp.stop();
  });

  const mailsTo = (who: SignedIn) => smtp.mails.filter((m) => m.to.includes(who.user.email));

  it('mails each person who can act what crossed, by kind, with links, once a day', async () => {
    const day0 = fx.realToday;
    fx.clock.setDay(day0);
    const run = await fx.run('expiry-alerts');
    assert.equal(run.result, 'ok', run.error ?? '');

    // Manage Team and Update: both kinds. Update only: customer documents. Neither: nothing.
    const [toManager] = mailsTo(manager);
    assert.ok(toManager, 'the manager gets a digest');
    const text = mailText(toManager.raw);
    assert.match(text, /Subject: Daily digest: 2 documents need attention/);
    assert.match(text, /Hello Mia Manager,/);
    assert.match(text, /Customer documents\r?\n- Hygiene certificate of Orchard Foods/);
    assert.match(
      text,
      new RegExp(
        `expired on ${addDays(day0, -1)}\\. http://localhost:8080/customers\\?search=%23AIM-C-\\d+`,
      ),
    );
    assert.match(
      text,
      /Engineers\r?\n- Right to work: Skilled Worker of Leo Park \(AIM-E-\d+\) expires on .*, in 40 days\. http:\/\/localhost:8080\/engineers\/\d+/,
    );
    assert.match(text, /Daily digest is on in your profile: http:\/\/localhost:8080\/profile/);
    assert.ok(customerCode);

    const [toEditor] = mailsTo(editor);
    assert.ok(toEditor, 'an account that may update records gets the customer documents');
    const editorText = mailText(toEditor.raw);
    assert.match(editorText, /Subject: Daily digest: 1 document needs attention/);
    assert.doesNotMatch(editorText, /Leo Park/);

    assert.equal(mailsTo(support).length, 0, 'a support account cannot act on either');
    assert.equal(mailsTo(optedOut).length, 0, 'the switch in the profile turns it off');

    // The same day again: nothing new, and no second mail to anyone.
    const mailsSoFar = smtp.mails.length;
    const again = await fx.run('expiry-alerts');
    assert.equal(again.counts.digests, 0);
    assert.equal(smtp.mails.length, mailsSoFar);
    assert.equal(run.counts.digests, mailsSoFar);
  });

  it('sends none on a day when nothing crossed, and the next digest tells only what is new', async () => {
    const day0 = fx.realToday;
    const before = smtp.mails.length;
    fx.clock.setDay(addDays(day0, 1));
    const quiet = await fx.run('expiry-alerts');
    assert.equal(quiet.counts.digests, 0);
    assert.equal(smtp.mails.length, before);

    fx.clock.setDay(addDays(day0, 2));
    const run = await fx.run('expiry-alerts');
    assert.ok(run.counts.digests! > 0);
    const [latest] = mailsTo(editor).slice(-1);
    const text = mailText(latest!.raw);
    assert.match(text, /Subject: Daily digest: 1 document needs attention/);
    assert.match(text, /Fire safety report of Orchard Foods .* in 90 days/);
    assert.doesNotMatch(text, /Hygiene certificate/);
    assert.equal(mailsTo(optedOut).length, 0);
  });
});
