import { escapeHtml } from '../lib/escape-html';
import type { Mail } from '../plugins/app/mailer';

/** The set-password mail of a staff invitation (services/invitations.ts). */
export function systemUserInviteMail(
  to: string,
  name: string,
  role: string | null,
  link: string,
  days: number,
): Mail {
  const as = role ? ` as ${role}` : '';
  return {
    to,
    subject: 'You are invited to Trellis',
    text: [
      `Hello ${name},`,
      '',
      `You have been invited to the Trellis staff web app${as}. To choose your password, open:`,
      link,
      '',
      `The link works once and expires in ${days} days. Then sign in with your email and that password.`,
    ].join('\n'),
    html: `<p>Hello ${escapeHtml(name)},</p><p>You have been invited to the Trellis staff web app${escapeHtml(as)}.</p><p><a href="${escapeHtml(link)}">Choose your password</a></p><p>The link works once and expires in ${days} days. Then sign in with your email and that password.</p>`,
  };
}
