import { chromium } from '@playwright/test';
const BASE = 'http://localhost:8099';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const day = (n) => { const d = new Date(); d.setDate(d.getDate() + n); return d.toISOString().slice(0, 10); };
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
async function shoot(theme, width, name, path, act) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 } });
  await ctx.addInitScript((t) => localStorage.setItem('theme', t), theme);
  await ctx.addInitScript((t) => { if (t === 'dark') document.documentElement.classList.add('dark'); }, theme);
  const page = await ctx.newPage();
  page.on('console', (m) => { if (m.type() === 'error') console.log('console error:', m.text()); });
  const login = await page.request.post(`${BASE}/api/auth/login`, { data: { email: 'demo@trellis.local', password: 'Trellis-demo-1' } });
  if (!login.ok()) throw new Error('login ' + login.status());
  if (name === 'seed') {
    const offsets = [[-3, 'Northwind Networks'], [0, 'Acme Field Services'], [12, 'Globex Telecom'], [40, 'Initech Systems'], [70, 'Umbrella Corp'], [null, 'Stark Freelance'], [200, 'Wayne Enterprises'], [5, 'Cyberdyne'], [null, 'Hooli']];
    for (const [offset, cname] of offsets) {
      const r = await page.request.post(`${BASE}/api/customers`, { multipart: {
        type: cname.includes('Freelance') ? 'Freelancer' : 'Company', name: cname, account_email: `ops@${cname.split(' ')[0].toLowerCase()}.example`, status: cname === 'Hooli' ? 'Inactive' : 'Active',
        company_reg_no: 'REG-42', address: '1 Main Street, London',
        persons: JSON.stringify(cname === 'Hooli' ? [] : [{ person_name: 'Ada Lovelace', person_email: 'ada@example.com', person_contact: '+44 20 7946 0000' }]),
        documents_meta: JSON.stringify(offset === null ? [] : [{ title: 'Insurance certificate', expiry_date: day(offset) }]),
        ...(offset === null ? {} : { doc_files: { name: 'insurance.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF') } }),
        ...(cname === 'Globex Telecom' ? { profileImage: { name: 'g.png', mimeType: 'image/png', buffer: png } } : {}),
      } });
      if (!r.ok()) throw new Error(await r.text());
    }
    await ctx.close();
    return;
  }
  await page.goto(`${BASE}${path}`);
  await page.waitForTimeout(800);
  if (act) await act(page);
  await page.screenshot({ path: `/tmp/mfc-shots/${name}.png`, fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  console.log(name, 'horizontal overflow px:', overflow);
  await ctx.close();
}
const only = process.argv[2];
if (!only || only === 'seed') await shoot('light', 1280, 'seed');
await shoot('light', 1280, 'list-light', '/customers');
await shoot('dark', 1280, 'list-dark', '/customers');
await shoot('light', 375, 'list-375', '/customers');
await shoot('dark', 375, 'add-375-dark', '/customers/add');
await shoot('light', 1280, 'details', '/customers', async (p) => { await p.getByRole('button', { name: /Actions for Globex/ }).click(); await p.getByRole('menuitem', { name: 'View' }).click(); await p.waitForTimeout(500); });
await shoot('dark', 1280, 'expiring', '/customers?documents=expiring', async (p) => { await p.getByRole('button', { name: /Expiring documents of Acme/ }).click(); await p.waitForTimeout(500); });
await shoot('light', 1280, 'edit', '/customers', async (p) => { await p.getByRole('button', { name: /Actions for Globex/ }).click(); await p.getByRole('menuitem', { name: 'Edit' }).click(); await p.waitForTimeout(800); });
await browser.close();
