import type { Page } from '@playwright/test';

/** /engineer-payout of mf-admin. */
export class PayoutsPage {
  constructor(private readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { name: 'Engineer Payout', level: 1 });
  readonly search = () => this.page.getByRole('searchbox', { name: 'Search payouts' });
  readonly month = () => this.page.getByLabel('Month', { exact: true });
  readonly generate = () => this.page.getByRole('button', { name: 'Generate payouts' });
  readonly exportReport = () => this.page.getByRole('link', { name: 'Export Report' });
  readonly row = (text: string) =>
    this.page.getByRole('table', { name: 'Payouts' }).getByRole('row').filter({ hasText: text });

  async open(month: string) {
    await this.page.goto(`/engineer-payout?month=${month}`);
  }

  async find(text: string) {
    await this.search().fill(text);
    await this.search().press('Enter');
  }
}

/** /customer-receivable of mf-admin. */
export class ReceivablesPage {
  constructor(private readonly page: Page) {}

  readonly heading = () =>
    this.page.getByRole('heading', { name: 'Customer Receivables', level: 1 });
  readonly search = () => this.page.getByRole('searchbox', { name: 'Search receivables' });
  readonly exportReport = () => this.page.getByRole('link', { name: 'Export Report' });
  readonly aging = () => this.page.getByRole('table', { name: 'Aging Analysis' });
  readonly row = (text: string) =>
    this.page
      .getByRole('table', { name: 'Receivables' })
      .getByRole('row')
      .filter({ hasText: text });

  async open() {
    await this.page.goto('/customer-receivable');
  }

  async find(text: string) {
    await this.search().fill(text);
    await this.search().press('Enter');
  }
}

/** /dashboard of mf-admin. */
export class DashboardPage {
  constructor(private readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { name: 'Dashboard', level: 1 });
  readonly card = (label: string) =>
    this.page.getByRole('region', { name: /Business Overview/ }).getByRole('listitem', {
      name: label,
    });
  readonly leaves = () => this.page.getByRole('region', { name: 'Leave Requests' });

  async open() {
    await this.page.goto('/dashboard');
  }
}
