import type { Page } from '@playwright/test';

export class LoginPage {
  constructor(private readonly page: Page) {}

  readonly email = () => this.page.getByLabel('Email');
  readonly password = () => this.page.getByLabel('Password', { exact: true });
  readonly rememberMe = () => this.page.getByLabel('Remember me');

  async goto() {
    await this.page.goto('/login');
  }

  async signIn(email: string, password: string, { remember = false } = {}) {
    await this.email().fill(email);
    await this.password().fill(password);
    if (remember) await this.rememberMe().check();
    await this.page.getByRole('button', { name: 'Sign in' }).click();
  }
}
