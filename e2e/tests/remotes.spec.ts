import { expect, test } from '@playwright/test';
import { AppShell } from '../pages/app-shell';
import { signedInStaff } from '../support/accounts';

const ROUTES: [path: string, heading: string][] = [
  ['/customers', 'Customers'],
  ['/leads', 'Leads'],
  ['/lead', 'Lead'],
  ['/tickets', 'Tickets'],
  ['/engineers', 'Engineers'],
  ['/debug-engineer', 'Debug Engineer'],
  ['/dashboard', 'Dashboard'],
  ['/engineer-payout', 'Engineer Payout'],
  ['/customer-receivable', 'Customer Receivables'],
  ['/holiday', 'Holiday'],
  ['/attendance', 'Attendance'],
  ['/bank', 'Bank'],
];

test('every remote renders its routes inside the shell, with one copy of each shared singleton @shell @mf-customers @mf-leads @mf-tickets @mf-engineers @mf-admin', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (
      /Invalid hook call|more than one copy of React|Unsatisfied version|singleton/i.test(
        message.text(),
      )
    )
      problems.push(message.text());
  });
  await signedInStaff(page);
  const shell = new AppShell(page);
  for (const [path, heading] of ROUTES) {
    await page.goto(path);
    await expect(shell.heading(heading), path).toBeVisible();
    await expect(shell.greeting()).toBeVisible();
  }

  // Every shared package was provided once, by the shell, whichever remote asked for it.
  const copies = await page.evaluate(() => {
    const share =
      (
        globalThis as {
          __FEDERATION__?: {
            __SHARE__?: Record<
              string,
              Record<string, Record<string, Record<string, { from: string }>>>
            >;
          };
        }
      ).__FEDERATION__?.__SHARE__ ?? {};
    const seen: Record<string, string[]> = {};
    for (const scopes of Object.values(share))
      for (const packages of Object.values(scopes))
        for (const [name, versions] of Object.entries(packages))
          for (const [version, entry] of Object.entries(versions))
            (seen[name] ??= []).push(`${version}@${entry.from}`);
    return Object.fromEntries(
      Object.entries(seen).map(([name, list]) => [name, [...new Set(list)]]),
    );
  });
  for (const name of [
    'react',
    'react-dom',
    'react-router',
    'styled-components',
    'zustand',
    '@tanstack/react-query',
    '@trellis/platform',
    // The shell's start-up takes the platform's core alone; a remote gets the whole platform.
    '@trellis/platform/core',
    // @trellis/ui is shared by entry point; the first screen's entries are provided at start-up.
    '@trellis/ui/theme',
    '@trellis/ui/basics',
    '@trellis/ui/controls',
  ]) {
    expect(copies[name], name).toHaveLength(1);
    expect(copies[name]![0], name).toMatch(/@shell$/);
  }
  expect(problems).toEqual([]);
});

test('the placeholder pages say what the spec says @mf-admin', async ({ page }) => {
  await signedInStaff(page);
  await page.goto('/library');
  await expect(page.getByText('Library is a placeholder page for now.')).toBeVisible();
});

test('unknown paths go to / and then to the dashboard; public pages send a signed-in user to the dashboard @shell', async ({
  page,
}) => {
  await signedInStaff(page);
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/tickets/no/such/page');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
});
