import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './test';
import { WORKFLOW_API_PORT } from '../playwright.config';

/** The visitor's answers in the access-request dialog: a name, company and phone of their own. */
export const ACCESS_REQUEST_VISITOR = {
  fullName: 'Mei Lin Tan',
  company: 'Example Pte. Ltd.',
  phone: '+65 6123 4567',
};

/** A work address no other test uses, so the fake workflow API's runs can be told apart. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Requests an invitation from the home page's dialog and waits for the thanks. */
export async function submitAccessRequest(page: Page, email: string) {
  await page.getByRole('button', { name: 'Request an Invitation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request an Invitation' });
  await dialog.getByLabel('Full name').fill(ACCESS_REQUEST_VISITOR.fullName);
  await dialog.getByLabel('Work email').fill(email);
  await dialog.getByLabel('Phone number').fill(ACCESS_REQUEST_VISITOR.phone);
  await dialog
    .getByRole('textbox', { name: 'Company', exact: true })
    .fill(ACCESS_REQUEST_VISITOR.company);
  await dialog.getByRole('button', { name: 'Request an Invitation' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Thank you for your interest!' }),
  ).toBeVisible();
}

/** The runs the fake workflow API received for `email`. */
export async function workflowRuns(request: APIRequestContext, email: string) {
  const url = `http://127.0.0.1:${WORKFLOW_API_PORT}/__runs?email=${encodeURIComponent(email)}`;
  return (await (await request.get(url)).json()) as { lead: Record<string, unknown> }[];
}
