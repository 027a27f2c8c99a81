import { expect, test } from '@playwright/test';
import { AppShell } from '../pages/app-shell';
import { signedInStaff } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import {
  readRegistry,
  remoteVersionsLoaded,
  removeVersion,
  runScript,
  versionOf,
  writeRegistry,
} from '../support/remote-builds';

const NO_PREVIEW = { cookies: [], origins: [] };

// Builds and releases a remote on this machine, so playwright.config.ts leaves this file out
// when BASE_URL points the suite at another deployment.
test.describe('previewing a remote version before releasing it @mf-customers', () => {
  test.setTimeout(150_000);
  // This test makes its own previews, whatever E2E_REMOTE_OVERRIDES says.
  test.use({ storageState: NO_PREVIEW });

  test('a version built without release is previewed in one browser while another keeps the released one; released, the other gets it on reload', async ({
    page,
    browser,
  }) => {
    const before = readRegistry();
    const released = versionOf(before.mf_customers!);
    const version = `e2e-preview-${Date.now()}`;
    const shell = new AppShell(page);
    const marker = page.getByTestId('remote-preview');
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });

    try {
      runScript(['scripts/build.mjs', '--only', 'mf-customers', '--no-release'], {
        REMOTE_VERSION: version,
      });
      expect(readRegistry(), 'building without release leaves the registry alone').toEqual(before);

      await signedInStaff(page);
      // A version the server does not have is not previewed: a warning, and the released one.
      await page.goto('/customers?remotes=mf_customers@e2e-no-such-version');
      await expect(shell.heading('Customers')).toBeVisible();
      await expect(marker).toHaveCount(0);
      expect(warnings.join('\n')).toContain('Preview of mf_customers@e2e-no-such-version ignored');
      expect(await remoteVersionsLoaded(page, 'mf-customers')).toEqual([released]);

      await page.goto(`/customers?remotes=mf_customers@${version}`);
      await expect(page).toHaveURL(/\/customers$/);
      await expect(marker).toContainText(`Preview: mf_customers@${version}`);
      await expect(marker.getByRole('button', { name: 'Stop preview' })).toBeVisible();
      await expect(shell.heading('Customers')).toBeVisible();
      expect(await remoteVersionsLoaded(page, 'mf-customers')).toEqual([version]);
      // The marker is readable and its button usable in both themes.
      await expectAccessible(page, 'the preview marker (light)');
      await shell.toggleTheme();
      await expectAccessible(page, 'the preview marker (dark)');
      await shell.toggleTheme();
      // It stays on in this browser: a reload, another remote and back.
      await page.reload();
      await page.getByRole('link', { name: 'Engineers' }).first().click();
      await expect(shell.heading('Engineers')).toBeVisible();
      await page.getByRole('link', { name: 'Customers' }).first().click();
      await expect(shell.heading('Customers')).toBeVisible();
      await expect(marker).toContainText(version);
      expect(await remoteVersionsLoaded(page, 'mf-customers')).toEqual([version]);

      // A colleague's browser still runs the released version, with no marker.
      const other = await browser.newContext({ storageState: NO_PREVIEW });
      const colleague = await other.newPage();
      await signedInStaff(colleague, 'Colleague');
      await colleague.goto('/customers');
      await expect(new AppShell(colleague).heading('Customers')).toBeVisible();
      await expect(colleague.getByTestId('remote-preview')).toHaveCount(0);
      expect(await remoteVersionsLoaded(colleague, 'mf-customers')).toEqual([released]);

      // Released: the colleague gets it on the next load, with no rebuild and no restart.
      runScript(['scripts/release-remote.mjs', 'mf-customers', version]);
      await colleague.reload();
      await expect(new AppShell(colleague).heading('Customers')).toBeVisible();
      expect(await remoteVersionsLoaded(colleague, 'mf-customers')).toEqual([version]);
      await other.close();

      // Ending the preview reloads with the released versions, which now include it.
      await page.getByRole('button', { name: 'Stop preview' }).click();
      await expect(marker).toHaveCount(0);
      await expect(shell.heading('Customers')).toBeVisible();
      expect(await remoteVersionsLoaded(page, 'mf-customers')).toEqual([version]);
    } finally {
      writeRegistry(before);
      removeVersion('mf-customers', version);
    }
  });
});
