import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { AppShell } from '../pages/app-shell';
import { signedInStaff } from '../support/accounts';
import { E2E } from '../support/environment';

const registry = () =>
  JSON.parse(readFileSync(E2E.remotesManifest, 'utf8')) as Record<string, string>;

// Rebuilds a remote on this machine, so playwright.config.ts leaves this file out when BASE_URL
// points the suite at another deployment.
test.describe('independent deployment @mf-admin', () => {
  test.setTimeout(120_000);

  test('a remote rebuilt into a new version shows after a reload; the shell and the other remotes are untouched', async ({
    page,
  }) => {
    await signedInStaff(page);
    await page.goto('/bank');
    await expect(page.getByText('Bank is a placeholder page for now.')).toBeVisible();

    const source = resolve(E2E.repoRoot, 'mf-admin', 'src', 'pages', 'placeholder-page.tsx');
    const original = readFileSync(source, 'utf8');
    const before = registry();
    const shellBuiltAt = statSync(resolve(E2E.repoRoot, 'shell', 'dist', 'main.js')).mtimeMs;
    const version = `e2e-${Date.now()}`;
    try {
      writeFileSync(
        source,
        original.replace('is a placeholder page for now.', 'is a placeholder page (redeployed).'),
      );
      execFileSync(process.execPath, ['scripts/build.mjs', '--only', 'mf-admin'], {
        cwd: E2E.repoRoot,
        env: { ...process.env, REMOTE_VERSION: version },
        stdio: 'pipe',
      });
    } finally {
      writeFileSync(source, original);
    }

    const after = registry();
    expect(after.mf_admin).toBe(`/remotes/mf-admin/${version}/mf-manifest.json`);
    for (const name of ['mf_customers', 'mf_leads', 'mf_tickets', 'mf_engineers'])
      expect(after[name], name).toBe(before[name]);

    try {
      await page.reload();
      await expect(page.getByText('Bank is a placeholder page (redeployed).')).toBeVisible();
      await page.goto('/customers');
      await expect(new AppShell(page).heading('Customers')).toBeVisible();
      expect(
        statSync(resolve(E2E.repoRoot, 'shell', 'dist', 'main.js')).mtimeMs,
        'the shell was not rebuilt',
      ).toBe(shellBuiltAt);

      // Rolling back is editing the registry again: no rebuild, no restart.
      const previous = before.mf_admin!.split('/')[3]!;
      execFileSync(process.execPath, ['scripts/release-remote.mjs', 'mf-admin', previous], {
        cwd: E2E.repoRoot,
        stdio: 'pipe',
      });
      await page.goto('/bank');
      await expect(page.getByText('Bank is a placeholder page for now.')).toBeVisible();
    } finally {
      writeFileSync(E2E.remotesManifest, `${JSON.stringify(before, null, 2)}\n`);
      rmSync(resolve(E2E.repoRoot, 'dist', 'remotes', 'mf-admin', version), {
        recursive: true,
        force: true,
      });
    }
  });
});
