import { escapeHtml } from '../lib/escape-html';
import type { Mail } from '../plugins/app/mailer';

export function resetPasswordMail(to: string, username: string, link: string): Mail {
  return {
    to,
    subject: 'Reset your Trellis password',
    text: [
      `Hello ${username},`,
      '',
      'Someone asked to reset the password of your Trellis account. To choose a new password, open:',
      link,
      '',
      'The link works once and expires in 1 hour. If you did not ask for this, ignore this email.',
    ].join('\n'),
    html: `<p>Hello ${escapeHtml(username)},</p><p>Someone asked to reset the password of your Trellis account.</p><p><a href="${escapeHtml(link)}">Choose a new password</a></p><p>The link works once and expires in 1 hour. If you did not ask for this, ignore this email.</p>`,
  };
}
