import type { Page } from '@playwright/test';

/** The signed-in frame: sidebar, top bar, badges. */
export class AppShell {
  constructor(private readonly page: Page) {}

  readonly greeting = () => this.page.getByText('Welcome back & have a great day at work!');
  readonly badge = (counter: string) => this.page.getByTestId(`badge-${counter}`);
  readonly heading = (name: string) => this.page.getByRole('heading', { level: 1, name });

  async signOut() {
    await this.page.getByRole('button', { name: 'Sign Out' }).click();
  }

  async toggleTheme() {
    await this.page.getByRole('button', { name: /Switch to (dark|light) theme/ }).click();
  }
}
