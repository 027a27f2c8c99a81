import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './support/chromium-launch';
import { E2E } from './support/environment';
import { remotePreviewState } from './support/remote-preview';

// Against BASE_URL when given (any deployment); otherwise the product exactly as `npm start`
// serves it, on its own port with a fresh embedded database and a real SMTP catcher.
const external = Boolean(process.env.BASE_URL);

export default defineConfig({
  testDir: './tests',
  // Building, releasing and hosting a remote need this checkout's build output and registry;
  // another deployment cannot do that.
  testIgnore: external
    ? ['**/redeploy.spec.ts', '**/remote-preview.spec.ts', '**/remote-origin.spec.ts']
    : [],
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  outputDir: 'test-results',
  globalSetup: './support/global-setup.ts',
  use: {
    baseURL: E2E.baseUrl,
    // E2E_REMOTE_OVERRIDES=mf_customers@<version>: every context previews that version.
    storageState: remotePreviewState(process.env.E2E_REMOTE_OVERRIDES),
    // A failed test keeps its trace's DOM snapshots, which are what the viewer shows; the
    // screencast frames were a sixth of the suite's time, for every passing test too.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: external
    ? undefined
    : {
        command: 'node support/start-server.mjs',
        url: `${E2E.baseUrl}/api/health`,
        reuseExistingServer: false,
        timeout: 120_000,
        stdout: 'pipe',
        stderr: 'pipe',
      },
});
