import { expect, test } from './test';
import enAccessRequest from '../messages/en/accessRequest.json';
import enChat from '../messages/en/chat.json';
import enConsent from '../messages/en/consent.json';
import enInvestorDeck from '../messages/en/investorDeck.json';
import deConsent from '../messages/de/consent.json';
import frChat from '../messages/fr/chat.json';
import { CONSENT_KEY, consentRecord, seedStorage } from './consent-helpers';

/*
 * Islands read their text with next-intl's useTranslations, from the NextIntlClientProvider the
 * server fills with the messages of the islands on the page (components/island-messages.ts),
 * and nothing more.
 */

test('a page carries the text of its islands and no other', async ({ request }) => {
  const home = await (await request.get('/')).text();
  for (const text of [
    enConsent.summary,
    enConsent.categories.functional.description,
    enChat.panel.subtitle,
    enAccessRequest.description,
    enInvestorDeck.description,
  ])
    expect(home.includes(text), text).toBe(true);
  // The site assistant's answers stay on the server.
  expect(home.includes(enChat.assistant.noMatch)).toBe(false);

  const about = await (await request.get('/about')).text();
  expect(about.includes(enConsent.summary)).toBe(true);
  for (const text of [enAccessRequest.description, enInvestorDeck.description])
    expect(about.includes(text), text).toBe(false);
});

test('the banner shows in the page language', async ({ page }) => {
  await page.goto('/de/platform');
  await expect(page.getByRole('region', { name: deConsent.title })).toBeVisible();
});

test.describe('with consent given', () => {
  test.beforeEach(({ context }) => seedStorage(context, { [CONSENT_KEY]: consentRecord(1) }));

  test('the chat panel opens in the page language', async ({ page }) => {
    await page.goto('/fr');
    await page.getByRole('button', { name: frChat.launcher.open }).click();
    await expect(page.getByRole('dialog', { name: frChat.panel.title })).toBeVisible();
  });

  test('a lead dialog whose code could not load opens on the next click', async ({
    page,
    context,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // A visitor who saves data gets no code ahead of use: the dialog's is asked for on the
    // click, made while the connection is down, and again on the click after it is back.
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', { value: { saveData: true } }),
    );
    await page.goto('/');
    const button = page.getByRole('main').getByRole('button', { name: 'Request an Invitation' });
    await context.setOffline(true);
    await button.click();
    await page.waitForTimeout(500);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await context.setOffline(false);
    await button.click();
    await expect(page.getByRole('dialog', { name: enAccessRequest.title })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
