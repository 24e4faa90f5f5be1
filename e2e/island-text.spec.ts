import { expect, test } from './test';
import enAccessRequest from '../messages/en/accessRequest.json';
import enChat from '../messages/en/chat.json';
import enConsent from '../messages/en/consent.json';
import enInvestorDeck from '../messages/en/investorDeck.json';
import deConsent from '../messages/de/consent.json';
import frChat from '../messages/fr/chat.json';
import { CONSENT_KEY, consentRecord, seedStorage } from './consent-helpers';

/*
 * The cookie banner, the chat panel, the lead dialogs and the search dialog get their text from
 * /api/texts/<locale> (all of them in one response) when they are about to show, so a page
 * does not carry it.
 */

test('a page carries none of the text of the banner, the chat panel or the lead dialogs', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain(enChat.launcher.open);
  for (const text of [
    enConsent.summary,
    enConsent.categories.functional.description,
    enChat.panel.subtitle,
    enChat.panel.hint,
    enAccessRequest.description,
    enAccessRequest.fields.useCase.placeholder,
    enInvestorDeck.description,
  ])
    expect(html.includes(text), text).toBe(false);
});

test('each island has its text in each language, and nothing else is served', async ({
  request,
}) => {
  const de = await request.get('/api/texts/de');
  expect(de.status()).toBe(200);
  const deTexts = await de.json();
  expect(Object.keys(deTexts).sort()).toEqual([
    'accessRequest',
    'chat',
    'consent',
    'investorDeck',
    'search',
  ]);
  expect(deTexts.consent).toMatchObject({
    title: deConsent.title,
    categories: { marketing: { title: deConsent.categories.marketing.title } },
  });
  const { chat } = await (await request.get('/api/texts/fr')).json();
  expect(chat.panel.title).toBe(frChat.panel.title);
  // The assistant's answers stay on the server.
  expect(Object.keys(chat).sort()).toEqual(['panel', 'suggestions', 'toasts']);
  const en = await (await request.get('/api/texts/en')).json();
  expect(en.accessRequest.title).toBe(enAccessRequest.title);
  expect(en.investorDeck.title).toBe(enInvestorDeck.title);
  expect((await request.get('/api/texts/de/consent')).status()).toBe(404);
  expect((await request.get('/api/texts/xx')).status()).toBe(404);
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

  test('a lead dialog that could not get its text opens on the next click', async ({ page }) => {
    let refusing = true;
    await page.route('**/api/texts/en', (route) =>
      refusing ? route.fulfill({ status: 503 }) : route.fallback(),
    );
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Request an Invitation' }).first();
    const refused = page.waitForResponse((response) => response.status() === 503);
    await button.click();
    await refused;
    await page.waitForTimeout(300);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    refusing = false;
    await button.click();
    await expect(page.getByRole('dialog', { name: enAccessRequest.title })).toBeVisible();
  });
});
