import { spawn } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { AppShell } from '../pages/app-shell';
import { CustomersPage } from '../pages/customers-page';
import { signedInStaff } from '../support/accounts';
import { E2E } from '../support/environment';
import {
  readRegistry,
  remoteEntriesLoaded,
  runScript,
  versionOf,
  writeRegistry,
} from '../support/remote-builds';

async function waitUntilServed(url: string) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} was never served`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

// Serves a remote from this checkout and edits its registry: left out for BASE_URL runs.
test.describe('a remote served from another origin @mf-customers', () => {
  test.setTimeout(90_000);

  test('mf-customers hosted by scripts/serve-remote.mjs on a second port: the shell loads it from there and its journey works against the shell’s API', async ({
    page,
  }) => {
    const before = readRegistry();
    const version = versionOf(before.mf_customers!);
    const origin = E2E.remoteHostOrigin;
    const manifest = `${origin}/remotes/mf-customers/${version}/mf-manifest.json`;
    const { port, hostname } = new URL(origin);
    const host = spawn(
      process.execPath,
      ['scripts/serve-remote.mjs', 'mf-customers', '--port', port, '--host', hostname],
      { cwd: E2E.repoRoot, stdio: 'ignore' },
    );
    try {
      await waitUntilServed(manifest);
      const served = await fetch(manifest);
      expect(served.headers.get('access-control-allow-origin')).toBe('*');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

      runScript(['scripts/release-remote.mjs', 'mf-customers', version, '--origin', origin]);
      expect(readRegistry().mf_customers).toBe(manifest);

      const apiOrigins = new Set<string>();
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/api/')) apiOrigins.add(url.origin);
      });
      await signedInStaff(page);
      const response = await page.goto('/customers');
      const csp = response!.headers()['content-security-policy'] ?? '';
      expect(csp).toMatch(new RegExp(`script-src 'self' ${origin}`));
      await expect(new AppShell(page).heading('Customers')).toBeVisible();
      expect(await remoteEntriesLoaded(page, 'mf-customers')).toEqual([
        `${origin}/remotes/mf-customers/${version}/remoteEntry.js`,
      ]);

      // The journey through the remote: add a customer, find it in the list, open it.
      const customers = new CustomersPage(page);
      const name = `Hosted Elsewhere ${Date.now()}`;
      await page.getByRole('button', { name: 'Add Customer' }).click();
      await expect(page).toHaveURL(/\/customers\/add$/);
      await page.getByRole('radio', { name: 'Freelancer' }).check();
      await page.getByLabel('Customer Name').fill(name);
      await page.getByLabel('Account Email').fill('hosted@e2e.test');
      await page.getByRole('button', { name: 'Create Customer' }).click();
      await expect(page).toHaveURL(/\/customers$/);
      await customers.action(name, 'View');
      await expect(customers.dialog('Customer details')).toContainText('hosted@e2e.test');

      // Its code ran in the shell's page, so every API call went to the shell's origin.
      expect([...apiOrigins]).toEqual([new URL(E2E.baseUrl).origin]);
    } finally {
      writeRegistry(before);
      host.kill('SIGTERM');
    }
  });
});
