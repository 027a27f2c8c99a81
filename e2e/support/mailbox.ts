import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { E2E } from './environment';

/**
 * Waits for the newest mail to `address` from which `pick` takes something, and returns it.
 * The in-process SMTP server writes each mail as a file; quoted-printable soft breaks and `=3D`
 * are undone first, so a link or sentence reads as sent.
 */
async function pickFromMail(
  address: string,
  pick: (text: string) => string,
  message: string,
): Promise<string> {
  let found = '';
  await expect
    .poll(
      () => {
        if (!existsSync(E2E.mailDir)) return '';
        for (const file of readdirSync(E2E.mailDir).sort().reverse()) {
          const raw = readFileSync(join(E2E.mailDir, file), 'utf8');
          if (!raw.startsWith(`X-Envelope-To: ${address}`)) continue;
          found = pick(raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='));
          if (found) return found;
        }
        return '';
      },
      { timeout: 10_000, message },
    )
    .not.toBe('');
  return found;
}

/** Waits for a mail to `address` whose text contains `needle`, and returns its text. */
export function mailTo(address: string, needle: string): Promise<string> {
  return pickFromMail(
    address,
    (text) => (text.includes(needle) ? text : ''),
    `a mail to ${address} saying ${needle}`,
  );
}

/** Waits for a mail to `address` and returns the password-reset link inside it. */
export function resetLinkFor(address: string): Promise<string> {
  return pickFromMail(
    address,
    (text) => text.match(/https?:\/\/[^\s"<]+\/reset-password\?token=[A-Za-z0-9_%-]+/)?.[0] ?? '',
    `a reset mail to ${address}`,
  );
}
