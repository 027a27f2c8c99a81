import type { Page } from '@playwright/test';

/** The customers list and form of mf-customers. */
export class CustomersPage {
  constructor(private readonly page: Page) {}

  readonly row = (name: string) =>
    this.page.getByRole('table', { name: 'Customers' }).getByRole('row').filter({ hasText: name });
  readonly documentFilter = () => this.page.getByLabel('Document Filters');
  readonly dialog = (name: string | RegExp) => this.page.getByRole('dialog', { name });

  async action(customer: string, item: 'View' | 'Edit' | 'Create Lead' | 'Delete') {
    await this.page.getByRole('button', { name: `Actions for ${customer}` }).click();
    await this.page.getByRole('menuitem', { name: item }).click();
  }

  async fillPerson(index: number, person: { name: string; email: string; contact: string }) {
    const group = this.page.getByRole('group', { name: `Authorized person ${index}` });
    await group.getByLabel('Name').fill(person.name);
    await group.getByLabel('Email').fill(person.email);
    await group.getByLabel('Contact').fill(person.contact);
  }

  async fillDocument(
    index: number,
    doc: {
      title: string;
      expiry: string;
      file: { name: string; mimeType: string; buffer: Buffer };
    },
  ) {
    const group = this.page.getByRole('group', { name: `Document ${index}` });
    await group.getByLabel('Title').fill(doc.title);
    await group.getByLabel('Expiry Date').fill(doc.expiry);
    await group.getByLabel('File').setInputFiles(doc.file);
  }
}
