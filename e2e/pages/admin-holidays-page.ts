import type { Page } from '@playwright/test';

/** /holiday of mf-admin: the filters, Sync Holiday and the table. */
export class AdminHolidaysPage {
  constructor(private readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { level: 1, name: 'Holiday' });
  readonly country = () => this.page.getByLabel('Country');
  readonly search = () => this.page.getByRole('searchbox', { name: 'Search holidays' });
  readonly syncButton = () => this.page.getByRole('button', { name: 'Sync Holiday' });
  readonly syncing = () => this.page.getByRole('button', { name: 'Syncing holidays...' });
  readonly row = (text: string) =>
    this.page.getByRole('table', { name: 'Holidays' }).getByRole('row').filter({ hasText: text });
  readonly dialog = (name: string) => this.page.getByRole('dialog', { name });

  async open() {
    await this.page.goto('/holiday');
  }

  async find(text: string) {
    await this.search().fill(text);
    await this.search().press('Enter');
  }
}
