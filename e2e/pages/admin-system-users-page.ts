import type { Page } from '@playwright/test';

/** /system-users of mf-admin: the table, the invite form and the user's details. */
export class AdminSystemUsersPage {
  constructor(private readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { level: 1, name: 'System Users' });
  readonly search = () => this.page.getByRole('searchbox', { name: 'Search users' });
  readonly row = (text: string) =>
    this.page
      .getByRole('table', { name: 'System users' })
      .getByRole('row')
      .filter({ hasText: text });
  readonly dialog = (name: string) => this.page.getByRole('dialog', { name });

  async open() {
    await this.page.goto('/system-users');
  }

  async find(text: string) {
    await this.search().fill(text);
    await this.search().press('Enter');
  }

  async invite({ name, email, role }: { name: string; email: string; role: string }) {
    await this.page.getByRole('button', { name: 'Invite User' }).click();
    const dialog = this.dialog('Invite User');
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Role').selectOption({ label: role });
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
  }

  async view(name: string) {
    await this.page.getByRole('button', { name: `View ${name}` }).click();
  }

  async deactivate(name: string) {
    await this.view(name);
    await this.dialog('User Details').getByRole('button', { name: 'Deactivate' }).click();
  }
}
