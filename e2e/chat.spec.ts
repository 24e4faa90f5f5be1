import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from './test';
import { CHAT_UPSTREAM_PORT, E2E_CHAT_KEY, LOOPBACK_PORT } from '../playwright.config';
import { CONSENT_KEY, consentRecord, seedStorage } from './consent-helpers';
import { allRoutes } from './routes';

const upstream = `http://127.0.0.1:${CHAT_UPSTREAM_PORT}`;

type Script = {
  status?: number;
  retryAfter?: number;
  hang?: boolean;
  headerDelayMs?: number;
  chunks?: string[];
  delayMs?: number;
  cut?: boolean;
};

/** A marker unique to this test, so parallel tests never read each other's upstream calls. */
function marker(testName: string) {
  return `[${testName}-${Math.random().toString(36).slice(2, 8)}]`;
}

async function scriptUpstream(match: string, script: Script) {
  const response = await fetch(`${upstream}/control/script`, {
    method: 'POST',
    body: JSON.stringify({ match, ...script }),
  });
  expect(response.ok).toBe(true);
}

async function upstreamRequests(match: string) {
  const response = await fetch(`${upstream}/control/requests?match=${encodeURIComponent(match)}`);
  return (await response.json()) as {
    authorization: string | null;
    body: { messages: { role: string; content: string }[] };
  }[];
}

async function openChat(page: Page) {
  await page.getByRole('button', { name: 'Open the AI assistant' }).click();
  const panel = page.getByRole('dialog', { name: 'YNO Assistant' });
  await expect(panel).toBeVisible();
  return panel;
}

const input = (page: Page) => page.getByRole('textbox', { name: 'Message the assistant' });
const bubbles = (page: Page, role: 'user' | 'assistant') =>
  page.locator(`#yno-chat-panel [data-role="${role}"]`);

/** The visitor has allowed functional storage, which keeps the conversation between visits. */
const withFunctionalConsent = consentRecord(0, {
  analytics: false,
  functional: true,
  marketing: false,
});

test.describe('chat widget', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  test.beforeEach(({ context }) => seedStorage(context, { [CONSENT_KEY]: withFunctionalConsent }));

  test('opens a 384 × 600 panel that says it is free, closes on Escape with focus back', async ({
    page,
  }) => {
    await page.goto('/about');
    const launcher = page.getByRole('button', { name: 'Open the AI assistant' });
    // At the end of the top bar, where it covers none of the page.
    const launcherBox = (await launcher.boundingBox())!;
    expect(launcherBox.x + launcherBox.width).toBeGreaterThan(1280 - 40);
    expect(launcherBox.y).toBeLessThan(16);
    expect(launcherBox.height).toBeGreaterThanOrEqual(44);

    const panel = await openChat(page);
    const box = (await panel.boundingBox())!;
    expect(Math.round(box.width)).toBe(384);
    expect(Math.round(box.height)).toBe(600);
    await expect(panel).toContainText('Free to use');
    await expect(panel).toContainText('Powered by a Gemini-class model');
    await expect(panel.getByRole('button', { name: 'Clear conversation' })).toBeVisible();
    await expect(input(page)).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(launcher).toBeFocused();
    await expect(launcher).toHaveAttribute('aria-expanded', 'false');
  });

  test('stays within 80% of a short viewport', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/');
    const box = (await (await openChat(page)).boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(480.5);
  });

  test('shows the four suggested prompts; a click fills the input', async ({ page }) => {
    await page.goto('/');
    const panel = await openChat(page);
    for (const prompt of [
      'What are MCP servers?',
      'How do I integrate MCP?',
      'Show me popular integrations',
      'Explain the platform features',
    ])
      await expect(panel.getByRole('button', { name: prompt })).toBeVisible();
    await panel.getByRole('button', { name: 'How do I integrate MCP?' }).click();
    await expect(input(page)).toHaveValue('How do I integrate MCP?');
    await expect(input(page)).toBeFocused();
  });

  test('sends, streams a markdown answer, keeps it across a reload, and clears', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const tag = marker('stream');
    await scriptUpstream(tag, {
      headerDelayMs: 3000,
      chunks: [
        'Streaming ',
        'answer ',
        'with a ',
        '[link](/integrations)',
        ' and\n\n- a list\n\n',
        '<b>raw</b> html',
      ],
      // Slow enough to see the text grow, even on a busy machine.
      delayMs: 1500,
    });
    await page.goto('/platform');
    await openChat(page);
    await input(page).fill(`  Tell me more ${tag}  `);
    await page.keyboard.press('Enter');

    await expect(page.getByTestId('chat-typing')).toBeVisible();
    await expect(input(page)).toHaveValue('');
    await expect(bubbles(page, 'user')).toHaveText(`You: Tell me more ${tag}`);
    // Text arrives progressively, then completes.
    await expect(bubbles(page, 'assistant')).toContainText('Streaming');
    await expect(bubbles(page, 'assistant')).not.toContainText('a list');
    await expect(bubbles(page, 'assistant')).toContainText('a list');
    await expect(bubbles(page, 'assistant')).toContainText('raw html');
    await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
    const answer = bubbles(page, 'assistant');
    await expect(answer.getByRole('link', { name: 'link' })).toHaveAttribute(
      'href',
      '/integrations',
    );
    await expect(answer.locator('li')).toHaveText('a list');
    await expect(answer.locator('b')).toHaveCount(0);
    await expect(answer).not.toContainText('<b>');
    await expect(page.getByTestId('chat-typing')).toBeHidden();

    // The relay sent the key upstream, the page context and the trimmed question.
    const [seen] = await upstreamRequests(tag);
    expect(seen.authorization).toBe(`Bearer ${E2E_CHAT_KEY}`);
    expect(seen.body.messages[0].role).toBe('system');
    expect(seen.body.messages[0].content).toContain('viewing the platform overview');
    expect(seen.body.messages.at(-1)).toEqual({ role: 'user', content: `Tell me more ${tag}` });

    // Screen readers get the finished answer once.
    const live = page.locator('#yno-chat-panel [aria-live="polite"]');
    await expect(live).toHaveText('Streaming answer with a link and a list raw html');

    await page.reload();
    await openChat(page);
    await expect(bubbles(page, 'user')).toHaveCount(1);
    await expect(bubbles(page, 'assistant')).toContainText('Streaming answer');
    const stored = await page.evaluate(() => localStorage.getItem('yno-chat-messages'));
    expect(JSON.parse(stored!)).toHaveLength(2);

    await page.getByRole('button', { name: 'Clear conversation' }).click();
    await expect(page.getByText('Conversation cleared')).toBeVisible();
    await expect(bubbles(page, 'user')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'What are MCP servers?' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('yno-chat-messages'))).toBeNull();
  });

  test('without functional consent the conversation is not kept between visits', async ({
    context,
    page,
  }) => {
    // Overrides the seeded record: essential storage only.
    await context.addInitScript(
      ([key, value]) => localStorage.setItem(key, value),
      [CONSENT_KEY, consentRecord(0)],
    );
    const tag = marker('no-consent');
    await page.goto('/');
    await openChat(page);
    await input(page).fill(`Remember me? ${tag}`);
    await page.keyboard.press('Enter');
    await expect(bubbles(page, 'assistant')).toContainText('fake upstream');
    expect(await page.evaluate(() => localStorage.getItem('yno-chat-messages'))).toBeNull();
    await page.reload();
    await openChat(page);
    await expect(bubbles(page, 'user')).toHaveCount(0);
  });

  test('Shift+Enter adds a line; Enter sends; an empty input is not sent', async ({ page }) => {
    const tag = marker('shift');
    await page.goto('/');
    await openChat(page);
    await input(page).fill('   ');
    await page.keyboard.press('Enter');
    await expect(bubbles(page, 'user')).toHaveCount(0);

    await input(page).fill(`first line ${tag}`);
    await page.keyboard.press('Shift+Enter');
    await page.keyboard.type('second line');
    await expect(input(page)).toHaveValue(`first line ${tag}\nsecond line`);
    await expect(bubbles(page, 'user')).toHaveCount(0);
    await page.keyboard.press('Enter');
    await expect(bubbles(page, 'user')).toContainText('second line');
    await expect(bubbles(page, 'assistant')).toContainText('fake upstream');
    const [seen] = await upstreamRequests(tag);
    expect(seen.body.messages.at(-1)?.content).toBe(`first line ${tag}\nsecond line`);
  });

  for (const [status, title, description] of [
    [429, 'Rate limit exceeded', 'Please try again in a moment'],
    [402, 'Payment required', 'Please add credits to continue'],
    [500, 'Error', 'Failed to send message'],
  ] as const) {
    test(`HTTP ${status} upstream shows '${title}' and leaves no empty bubble`, async ({
      page,
    }) => {
      const tag = marker(`status-${status}`);
      await scriptUpstream(tag, { status, retryAfter: 60 });
      await page.goto('/');
      await openChat(page);
      await input(page).fill(`Hello ${tag}`);
      await page.keyboard.press('Enter');
      const toast = page.locator('[data-sonner-toast]').filter({ hasText: title });
      await expect(toast).toBeVisible();
      await expect(toast).toContainText(description);
      await expect(bubbles(page, 'assistant')).toHaveCount(0);
      await expect(bubbles(page, 'user')).toHaveCount(0);
      await expect(page.getByTestId('chat-typing')).toBeHidden();
      // The question is back in the input, ready to try again.
      await expect(input(page)).toHaveValue(`Hello ${tag}`);
      if (status === 429) {
        await expect(page.getByText(/You can send again in \d+ s\./)).toBeVisible();
        await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
      }
    });
  }

  test('Stop ends a reply mid-stream and keeps what arrived', async ({ page }) => {
    test.setTimeout(60_000);
    const tag = marker('stop');
    await scriptUpstream(tag, {
      chunks: ['One. ', 'Two. ', 'Three. ', 'Four. ', 'Five. ', 'Six. ', 'Seven. ', 'Eight. '],
      delayMs: 2000,
    });
    await page.goto('/');
    await openChat(page);
    await input(page).fill(`Count ${tag}`);
    await page.keyboard.press('Enter');
    await expect(bubbles(page, 'assistant')).toContainText('Two.');
    await page.getByRole('button', { name: 'Stop' }).click();
    await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
    const kept = await bubbles(page, 'assistant').innerText();
    expect(kept).toContain('One. Two.');
    // Nothing more arrives after Stop, though the upstream had more to say.
    await page.waitForTimeout(4500);
    expect(await bubbles(page, 'assistant').innerText()).toBe(kept);
    expect(kept).not.toContain('Eight.');
  });

  test('Stop while the upstream has not answered keeps the question, with no empty bubble', async ({
    page,
  }) => {
    const tag = marker('hang');
    await scriptUpstream(tag, { hang: true });
    await page.goto('/');
    await openChat(page);
    await input(page).fill(`Anyone there? ${tag}`);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('chat-typing')).toBeVisible();
    await page.getByRole('button', { name: 'Stop' }).click();
    await expect(page.getByTestId('chat-typing')).toBeHidden();
    await expect(bubbles(page, 'user')).toHaveCount(1);
    await expect(bubbles(page, 'assistant')).toHaveCount(0);
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  });

  test('a reply cut mid-stream keeps its text and says it failed', async ({ page }) => {
    const tag = marker('cut');
    await scriptUpstream(tag, { chunks: ['Partial answer'], cut: true, delayMs: 50 });
    await page.goto('/');
    await openChat(page);
    await input(page).fill(`Cut ${tag}`);
    await page.keyboard.press('Enter');
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: 'Failed to send message' }),
    ).toBeVisible();
    await expect(bubbles(page, 'assistant')).toHaveText('Assistant: Partial answer');
  });

  test('autoscroll follows the stream until the visitor scrolls up', async ({ page }) => {
    test.setTimeout(60_000);
    const tag = marker('scroll');
    await scriptUpstream(tag, {
      chunks: Array.from({ length: 40 }, (_, i) => `Line ${i + 1}\n\n`),
      delayMs: 400,
    });
    await page.goto('/');
    await openChat(page);
    await input(page).fill(`Long ${tag}`);
    await page.keyboard.press('Enter');
    const log = page.getByRole('region', { name: 'Conversation' });
    await expect(bubbles(page, 'assistant')).toContainText('Line 15');
    const atBottom = () =>
      log.evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight < 48);
    expect(await atBottom()).toBe(true);
    await log.evaluate((el) => el.scrollTo({ top: 0 }));
    await expect(bubbles(page, 'assistant')).toContainText('Line 25');
    expect(await log.evaluate((el) => el.scrollTop)).toBe(0);
  });

  test('each send carries the current page, following client navigation', async ({ page }) => {
    const tag = marker('nav');
    await page.goto('/de/platform');
    await page.getByRole('button', { name: 'KI-Assistenten öffnen' }).click();
    const box = page.getByRole('textbox', { name: 'Nachricht an den Assistenten' });
    await box.fill(`Erste Frage ${tag}`);
    await page.keyboard.press('Enter');
    await expect(bubbles(page, 'assistant')).toContainText('fake upstream');
    // While a reply streams, Enter sends nothing (Stop stands where Send was).
    await expect(page.getByRole('button', { name: 'Senden' })).toBeVisible();
    await page
      .locator('#site-sidebar')
      .getByRole('link', { name: /Integrationen/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/de\/integrations$/);
    await box.fill(`Zweite Frage ${tag}`);
    await page.keyboard.press('Enter');
    await expect(bubbles(page, 'assistant')).toHaveCount(2);
    await expect(bubbles(page, 'assistant').nth(1)).toContainText('fake upstream');
    const seen = await upstreamRequests(tag);
    expect(seen).toHaveLength(2);
    expect(seen[0].body.messages[0].content).toContain('viewing the platform overview');
    expect(seen[0].body.messages[0].content).toContain('German (Deutsch)');
    expect(seen[1].body.messages[0].content).toContain('viewing the integrations');
    // The second request carries the history and no system message from the browser.
    expect(seen[1].body.messages.map((m) => m.role)).toEqual([
      'system',
      'user',
      'assistant',
      'user',
    ]);
  });
});

test.describe('site assistant (no AI_CHAT_URL)', () => {
  test.use({ baseURL: `http://127.0.0.1:${LOOPBACK_PORT}` });
  test.beforeEach(({ context }) => seedStorage(context, { [CONSENT_KEY]: withFunctionalConsent }));

  test('answers a suggested prompt from the site, in German, with links', async ({ page }) => {
    await page.goto('/de/integrations');
    await page.getByRole('button', { name: 'KI-Assistenten öffnen' }).click();
    await page.getByRole('button', { name: 'Was sind MCP-Server?' }).click();
    await page.keyboard.press('Enter');
    const answer = bubbles(page, 'assistant');
    await expect(answer).toContainText('Model Context Protocol');
    await expect(answer).toContainText('Weiterlesen:');
    await expect(answer.getByRole('link', { name: 'MCP-Verzeichnis' })).toHaveAttribute(
      'href',
      '/de/mcp-registry',
    );
    await answer.getByRole('link', { name: 'MCP-Verzeichnis' }).click();
    await expect(page).toHaveURL(/\/de\/mcp-registry$/);
  });

  test('answers a free question with passages of the site', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open the AI assistant' }).click();
    await input(page).fill('Which security measures protect customer data?');
    await page.keyboard.press('Enter');
    const answer = bubbles(page, 'assistant');
    await expect(answer).toContainText('Here is what the YNO website says about that:');
    await expect(answer).toContainText('Read more:');
    // Each source is a relative link to a page of the site that exists.
    const links = answer.getByRole('link');
    await expect(links.first()).toBeVisible();
    const hrefs = await links.evaluateAll((anchors) =>
      anchors.map((anchor) => anchor.getAttribute('href') ?? ''),
    );
    for (const href of hrefs) {
      expect(href).toMatch(/^\/[a-z]/);
      expect((await page.request.get(href)).status(), href).toBe(200);
    }
  });
});

test.describe('the upstream key stays on the server', () => {
  test('it is in no static file and no prerendered page', () => {
    const roots = ['.next/static', '.next/server/app'];
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const file = path.join(dir, name);
        if (statSync(file).isDirectory()) walk(file);
        else if (dir.startsWith('.next/static') || /\.(html|rsc|body|meta)$/.test(name)) {
          if (readFileSync(file).includes(E2E_CHAT_KEY)) offenders.push(file);
        }
      }
    };
    for (const root of roots) walk(root);
    expect(offenders).toEqual([]);
  });

  test('no page served by the server that holds it contains it, nor any of its scripts', async ({
    request,
  }) => {
    test.setTimeout(180_000);
    const scripts = new Set<string>();
    for (const route of allRoutes) {
      const html = await (await request.get(route.url)).text();
      expect(html.includes(E2E_CHAT_KEY), route.url).toBe(false);
      for (const match of html.matchAll(/src="(\/_next\/static\/[^"]+\.js)"/g))
        scripts.add(match[1]);
    }
    expect(scripts.size).toBeGreaterThan(0);
    for (const script of scripts) {
      expect((await (await request.get(script)).text()).includes(E2E_CHAT_KEY), script).toBe(false);
    }
  });
});
