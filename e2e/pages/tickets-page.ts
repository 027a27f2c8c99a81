import type { Locator, Page } from '@playwright/test';

/** The tickets list, its details dialog and the ticket form of mf-tickets. */
export class TicketsPage {
  constructor(private readonly page: Page) {}

  readonly search = () => this.page.getByRole('searchbox', { name: 'Search tickets' });
  readonly row = (text: string) =>
    this.page.getByRole('table', { name: 'Tickets' }).getByRole('row').filter({ hasText: text });
  readonly statusOf = (code: string) =>
    this.page.getByRole('combobox', { name: `Status of ${code}` });
  readonly dialog = (name: string) => this.page.getByRole('dialog', { name });
  readonly field = (label: string) => this.page.getByLabel(label, { exact: true });
  /** A file input; its label also says it is optional. */
  readonly files = (label: 'Documents' | 'Sign-off Sheet') =>
    this.page.getByLabel(new RegExp(`^${label}`));
  readonly engineer = () => this.page.getByRole('combobox', { name: 'Engineer' });
  readonly engineerOption = (name: string | RegExp) =>
    this.page.getByRole('listbox', { name: 'Engineers' }).getByRole('option', { name });

  async open() {
    await this.page.goto('/tickets');
  }

  async find(text: string) {
    await this.search().fill(text);
    await this.search().press('Enter');
  }

  async action(code: string, item: 'View' | 'Edit' | 'Delete') {
    await this.page.getByRole('button', { name: `Actions for ${code}` }).click();
    await this.page.getByRole('menuitem', { name: item }).click();
  }

  /** Opens the engineer picker, searching by name; answers the option. */
  async searchEngineer(name: string): Promise<Locator> {
    await this.engineer().click();
    await this.engineer().fill(name);
    return this.engineerOption(new RegExp(name));
  }
}
