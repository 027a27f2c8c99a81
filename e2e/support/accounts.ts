import type { APIRequestContext, Page } from '@playwright/test';
import { E2E } from './environment';

let sequence = 0;

export function uniqueEmail(prefix = 'staff'): string {
  sequence += 1;
  return `${prefix}.${Date.now()}.${sequence}@e2e.test`;
}

export const PASSWORD = 'Secret123';

/** Creates a staff account through the API and signs the page's browser context in with it. */
export async function signedInStaff(page: Page, name = 'E2E Staff'): Promise<{ email: string }> {
  const email = uniqueEmail();
  const response = await page.request.post(`${E2E.baseUrl}/api/auth/register`, {
    data: { username: name, email, password: PASSWORD },
  });
  if (response.status() !== 201)
    throw new Error(`register failed: ${response.status()} ${await response.text()}`);
  return { email };
}

export async function registerEngineer(request: APIRequestContext, baseUrl: string, name: string) {
  const response = await request.post(`${baseUrl}/api/auth/register`, {
    data: { username: name, email: uniqueEmail('engineer'), password: PASSWORD, role: 'engineer' },
  });
  if (response.status() !== 201)
    throw new Error(`engineer register failed: ${response.status()} ${await response.text()}`);
  return response.json();
}
