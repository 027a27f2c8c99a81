import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { E2E } from './environment';

/** Waits for a mail to `address` whose text contains `needle`, and returns its text. */
export async function mailTo(address: string, needle: string): Promise<string> {
  let found = '';
  await expect
    .poll(
      () => {
        if (!existsSync(E2E.mailDir)) return '';
        for (const file of readdirSync(E2E.mailDir).sort().reverse()) {
          const raw = readFileSync(join(E2E.mailDir, file), 'utf8');
          if (!raw.startsWith(`X-Envelope-To: ${address}`)) continue;
          const unfolded = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
          if (unfolded.includes(needle)) found = unfolded;
          if (found) return found;
        }
        return '';
      },
      { timeout: 10_000, message: `a mail to ${address} saying ${needle}` },
    )
    .not.toBe('');
  return found;
}

/** Waits for a mail to `address` and returns the password-reset link inside it. */
export async function resetLinkFor(address: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      () => {
        if (!existsSync(E2E.mailDir)) return '';
        for (const file of readdirSync(E2E.mailDir).sort().reverse()) {
          const raw = readFileSync(join(E2E.mailDir, file), 'utf8');
          if (!raw.startsWith(`X-Envelope-To: ${address}`)) continue;
          const unfolded = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
          link =
            unfolded.match(/https?:\/\/[^\s"<]+\/reset-password\?token=[A-Za-z0-9_%-]+/)?.[0] ?? '';
          if (link) return link;
        }
        return '';
      },
      { timeout: 10_000, message: `a reset mail to ${address}` },
    )
    .not.toBe('');
  return link;
}
