import { escapeHtml } from '../lib/escape-html';
import type { Mail } from '../plugins/app/mailer';

export function engineerInviteMail(to: string, name: string, link: string, days: number): Mail {
  return {
    to,
    subject: 'You are invited to Trellis',
    text: [
      `Hello ${name},`,
      '',
      'You have been added as an engineer on Trellis. To choose your password, open:',
      link,
      '',
      `The link works once and expires in ${days} days. Then sign in with the Trellis mobile app.`,
    ].join('\n'),
    html: `<p>Hello ${escapeHtml(name)},</p><p>You have been added as an engineer on Trellis.</p><p><a href="${escapeHtml(link)}">Choose your password</a></p><p>The link works once and expires in ${days} days. Then sign in with the Trellis mobile app.</p>`,
  };
}
