/**
 * How the browser tests and the frontend bench start Chromium: this machine's Debian build (no
 * browser downloads here; CHROMIUM_PATH picks another), without the background traffic and GPU
 * work that would add noise to a run.
 */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};
