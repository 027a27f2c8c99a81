import { APP_ROUTES } from '@trellis/contracts';
import { escapeHtml } from '../lib/escape-html';
import type { Mail } from '../plugins/app/mailer';
import type { DigestItem } from '../repositories/expiry-alerts-repository';

const SECTIONS = [
  { subject: 'customer', heading: 'Customer documents' },
  { subject: 'engineer', heading: 'Engineers' },
] as const;

/**
 * The daily digest: every document that crossed an expiry threshold since the person's last
 * digest, by kind, each with the link to its record, and where to switch the digest off.
 */
export function expiryDigestMail(
  recipient: { email: string; username: string },
  items: DigestItem[],
  publicUrl: string,
): Mail {
  const count = items.length;
  const url = (link: string | null) => (link ? `${publicUrl}${link}` : null);
  const sections = SECTIONS.map(({ subject, heading }) => ({
    heading,
    items: items.filter((item) => item.subject === subject),
  })).filter((section) => section.items.length > 0);
  const profile = `${publicUrl}${APP_ROUTES.profile}`;
  const intro = `${count === 1 ? 'This document has' : `These ${count} documents have`} crossed an expiry threshold:`;
  const footer = `You get this mail because Daily digest is on in your profile: ${profile}`;

  const text = [
    `Hello ${recipient.username},`,
    '',
    intro,
    ...sections.flatMap((section) => [
      '',
      section.heading,
      ...section.items.map(
        (item) => `- ${item.message}${url(item.link) ? ` ${url(item.link)}` : ''}`,
      ),
    ]),
    '',
    footer,
  ].join('\n');

  const html = [
    `<p>Hello ${escapeHtml(recipient.username)},</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    ...sections.map(
      (section) =>
        `<h3>${escapeHtml(section.heading)}</h3><ul>${section.items
          .map((item) => {
            const href = url(item.link);
            const message = escapeHtml(item.message);
            return `<li>${href ? `<a href="${escapeHtml(href)}">${message}</a>` : message}</li>`;
          })
          .join('')}</ul>`,
    ),
    `<p>${escapeHtml(footer)}</p>`,
  ].join('');

  return {
    to: recipient.email,
    subject: `Daily digest: ${count} ${count === 1 ? 'document needs' : 'documents need'} attention`,
    text,
    html,
  };
}
