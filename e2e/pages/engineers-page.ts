import type { Page } from '@playwright/test';

/** The engineers list and detail page of mf-engineers. */
export class EngineersPage {
  constructor(private readonly page: Page) {}

  readonly search = () => this.page.getByRole('searchbox', { name: 'Search engineers' });
  readonly documentFilter = () => this.page.getByLabel('Document Filters');
  readonly table = () => this.page.getByRole('table', { name: 'Engineers' });
  readonly row = (text: string) => this.table().getByRole('row').filter({ hasText: text });
  readonly totalCard = () =>
    this.page.getByRole('region', { name: 'Engineer summary' }).getByText('Total Engineers');
  readonly dialog = (name?: string) => this.page.getByRole('dialog', name ? { name } : {});
  readonly heading = (name: string) => this.page.getByRole('heading', { level: 1, name });
  /** A card of the detail page: Contact Info, Account Info, Education, …, Right To Work. */
  readonly section = (title: string) => this.page.getByRole('region', { name: title });

  async open() {
    await this.page.goto('/engineers');
  }

  async openDetail(id: number) {
    await this.page.goto(`/engineers/${id}`);
  }

  async find(text: string) {
    await this.search().fill(text);
    await this.search().press('Enter');
  }

  async view(name: string) {
    await this.page.getByRole('button', { name: `View ${name}` }).click();
  }

  async delete(name: string) {
    await this.page.getByRole('button', { name: `Delete ${name}` }).click();
    await this.dialog().getByRole('button', { name: 'Delete' }).click();
  }

  async invite({ name, email, phone }: { name: string; email: string; phone: string }) {
    await this.page.getByRole('button', { name: 'Add Engineer' }).click();
    const dialog = this.dialog('Add Engineer');
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Phone').fill(phone);
    await dialog.getByRole('button', { name: 'Invite Engineer' }).click();
  }
}
