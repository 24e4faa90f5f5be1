import { requirePageDocument } from '@/lib/documents/load-document';
import { locales } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/messages/load-messages';
import { pageContext } from './page-context';
import { composeSiteAnswer, suggestionTopic, type SuggestionTopic } from './site-answer';
import { loadSiteIndex, siteAssistantResponse } from './site-assistant';
import { searchSite } from './site-search';
import { readChatStream } from './sse-reader';

/** The pages a good answer to each suggested prompt draws on. */
const expectedPages: Record<SuggestionTopic, string[]> = {
  mcpServers: ['mcpRegistry', 'docsMcp'],
  integrateMcp: ['docsMcp', 'mcpRegistry', 'integrations'],
  popularIntegrations: ['integrations', 'mcpRegistry'],
  platformFeatures: ['platform', 'home'],
};

describe.each(locales)('site assistant in %s', (locale) => {
  it('indexes what every page shows', async () => {
    const { index } = await loadSiteIndex(locale);
    const messages = await loadMessages(locale);
    const indexed = new Set(index.passages.map((passage) => passage.pageId));
    for (const id of ['home', 'platform', 'integrations', 'mcpRegistry', 'docsMcp', 'legalSla'])
      expect(indexed).toContain(id);
    // Nested copy is found too, not only the top-level strings.
    const converse = messages.features.items.converse.body;
    expect(index.passages.some((passage) => passage.text.includes(converse))).toBe(true);
    expect(index.passages.every((passage) => !passage.url.startsWith('http'))).toBe(true);
  });

  for (const topic of Object.keys(expectedPages) as SuggestionTopic[]) {
    it(`retrieves the right pages for the "${topic}" prompt`, async () => {
      const { index, chat } = await loadSiteIndex(locale);
      const prompt = chat.suggestions[topic];
      const top = searchSite(index, prompt)
        .slice(0, 3)
        .map((hit) => hit.passage.pageId);
      expect(top.length).toBeGreaterThan(0);
      expect(expectedPages[topic]).toContain(top[0]);

      const answer = composeSiteAnswer(index, chat, prompt);
      expect(answer.topic).toBe(topic);
      expect(answer.markdown).toContain(chat.assistant.answers[topic]);
      for (const id of answer.pages.slice(0, 1)) expect(expectedPages[topic]).toContain(id);
      // Links are relative and in the visitor's language.
      const links = [...answer.markdown.matchAll(/\]\(([^)]+)\)/g)].map((match) => match[1]);
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) {
        expect(link.startsWith('/')).toBe(true);
        if (locale !== 'en') expect(link.startsWith(`/${locale}`)).toBe(true);
      }
    });
  }

  it('recognises a prompt typed without its punctuation or capitals', async () => {
    const { chat } = await loadSiteIndex(locale);
    const typed = chat.suggestions.mcpServers.toLowerCase().replace(/[¿?!.]/g, '');
    expect(suggestionTopic(chat, typed)).toBe('mcpServers');
    expect(suggestionTopic(chat, 'Something else entirely')).toBeUndefined();
  });
});

describe('site assistant answers', () => {
  it.each([
    ['en', 'how much is the Team plan', /\$1,500 per month/],
    ['en', 'What does the Business plan cost?', /\$6,000 per month/],
    ['es', '¿cuánto cuesta el plan Team?', /1500\s\$ al mes/],
    ['fr', 'combien coûte l’offre Business ?', /6\s000\s\$ par mois/],
    ['de', 'Was kostet der Team-Tarif?', /1\.500\s\$ pro Monat/],
  ] as const)(
    'gives the price of a plan from the pricing page (%s: %s)',
    async (locale, question, price) => {
      const { index, chat } = await loadSiteIndex(locale);
      const answer = composeSiteAnswer(index, chat, question);
      expect(answer.pages[0]).toBe('pricing');
      expect(answer.markdown).toMatch(price);
    },
  );

  it('quotes the rights section for "how do I delete my data"', async () => {
    const { index, chat } = await loadSiteIndex('en');
    const answer = composeSiteAnswer(index, chat, 'how do I delete my data');
    const rights = requirePageDocument('privacy', 'en').sections['your-rights'].heading;
    expect(answer.markdown).toContain(`**Privacy Policy**: ${rights}:`);
  });

  it('answers a free question from passages, with links to their pages', async () => {
    const { index, chat } = await loadSiteIndex('en');
    const answer = composeSiteAnswer(index, chat, 'Do you offer a service level agreement?');
    expect(answer.pages[0]).toBe('legalSla');
    expect(answer.markdown.startsWith(chat.assistant.lead)).toBe(true);
    expect(answer.markdown).toContain('(/legal/sla)');
  });

  it('says so when nothing matches, and points to the docs and support', async () => {
    const { index, chat } = await loadSiteIndex('de');
    const answer = composeSiteAnswer(index, chat, 'xyzzy plugh');
    expect(answer.markdown).toContain(chat.assistant.noMatch);
    expect(answer.markdown).toContain('(/de/support)');
  });

  it('is deterministic', async () => {
    const { index, chat } = await loadSiteIndex('fr');
    const question = 'Comment sécuriser les identifiants ?';
    expect(composeSiteAnswer(index, chat, question)).toEqual(
      composeSiteAnswer(index, chat, question),
    );
  });

  it('streams the answer in the upstream SSE format, ending with [DONE]', async () => {
    const { index, chat } = await loadSiteIndex('es');
    const question = chat.suggestions.platformFeatures;
    const response = await siteAssistantResponse(
      pageContext('/es/platform'),
      [{ role: 'user', content: question }],
      new AbortController().signal,
      { delayMs: 0 },
    );
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const raw = await response.clone().text();
    expect(raw).toMatch(/^data: \{"choices":\[\{"delta":\{"content":/);
    expect(raw.endsWith('data: [DONE]\n\n')).toBe(true);
    let text = '';
    const ending = await readChatStream(response.body!, (event) => {
      if (event.type === 'delta') text += event.text;
    });
    expect(ending).toBe('done');
    expect(text).toBe(composeSiteAnswer(index, chat, question, 'platform').markdown);
  });
});
