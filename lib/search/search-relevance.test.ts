import { locales, type Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/paths';
import { getPage, type PageId } from '@/lib/site/pages';
import { searchEngine } from './search-engine';
import { unpackSearchEngine } from './search-pack';
import { snippetTextOf, withSnippets } from './snippet';
import { siteSearchPack, siteSearchTexts } from './site-search-index';

/**
 * What visitors type, in their words, the page they want and, where the question asks for one,
 * the fact its snippet should show (so that the answer needs no second fetch). Written from the
 * visitor's side (not from the pages' text): exact words, synonyms, questions, a letter wrong,
 * accents left out, and the ways of asking for sales. Each query runs against the index and the
 * texts the browser downloads.
 */
type Kind = 'exact' | 'synonym' | 'question' | 'typo' | 'accents' | 'sales';
type Fact = string | RegExp;
/** A price as the pricing page writes it in any locale: "$1,500", "1500 $", "1.500 $". */
const PRICE = /\$\s?\d|\d[\d.,\s\u00a0\u202f]*\s?(\$|US\$|USD)/;
/** An uptime commitment: "99.9%", "99,9 %". */
const PERCENT = /\d+[.,]\d+\s?%/;
/** A request for sales may find the contact on either page. */
const SALES: PageId[] = ['pricing', 'enterprise'];
const queries: Record<Locale, [query: string, page: PageId | PageId[], kind: Kind, fact?: Fact][]> =
  {
    en: [
      ['pricing', 'pricing', 'exact'],
      ['how much does YNO cost', 'pricing', 'question', PRICE],
      ['price of the team plan', 'pricing', 'synonym', PRICE],
      ['jobs', 'careers', 'synonym'],
      ['are you hiring', 'careers', 'question', /open roles/i],
      ['how do I delete my data', 'privacy', 'question', /eras|delet/i],
      ['idempotency', 'api', 'exact', 'Idempotency-Key'],
      ['idempotancy', 'api', 'typo', 'Idempotency-Key'],
      ['data processing agreement', 'legalDpa', 'exact', /processor/i],
      ['uptime guarantee', 'legalSla', 'synonym', PERCENT],
      [
        'do you train AI models on my data',
        'legalAiDataUsage',
        'question',
        /no training|not use your data to train/i,
      ],
      ['cookies', 'cookies', 'exact'],
      ['connect to salesforce', 'integrations', 'synonym', /Salesforce/],
      ['list of mcp servers', 'mcpRegistry', 'synonym', /MCP servers/],
      ['contact support', 'support', 'exact', 'support@'],
      ['investor deck', 'investors', 'exact'],
      ['dark mode', 'settings', 'synonym', /dark/i],
      ['secrity', 'security', 'typo'],
      ['become a partner', 'partners', 'question', /apply/i],
      ['write my own worker', 'docsWorkerContract', 'synonym', /contract/i],
      ['how long does implementation take', 'implementation', 'question', /weeks?\b/i],
      ['subprocessors', 'legalSubprocessors', 'exact'],
      ['start a run from my backend', 'api', 'synonym', 'POST /api/workflows'],
      ['what is not allowed on the platform', 'legalAup', 'question', 'not allowed'],
      ['github mcp server', 'mcpRegistry', 'exact', /GitHub/],
      ['snowflake connector', 'integrations', 'exact', /Snowflake/],
      ['rate limits', 'api', 'exact', /RateLimit|token bucket/i],
      ['worker heartbeat', 'docsWorkerContract', 'exact', /heartbeat/i],
      ['contact sales', SALES, 'sales', 'sales@'],
      ['request a demo', SALES, 'sales', 'sales@'],
      ['talk to sales', SALES, 'sales', 'sales@'],
      ['pricing quote', SALES, 'sales', 'sales@'],
    ],
    es: [
      ['cuánto cuesta YNO', 'pricing', 'question', PRICE],
      ['cuanto cuesta', 'pricing', 'accents', PRICE],
      ['precios', 'pricing', 'exact'],
      ['ofertas de trabajo', 'careers', 'synonym', /vacantes/i],
      ['¿están contratando?', 'careers', 'question', /vacantes/i],
      ['cómo borro mis datos', 'privacy', 'question', /supr|borr/i],
      ['borrar mis datos personales', 'privacy', 'synonym', /supr|borr/i],
      ['idempotencia', 'api', 'exact', 'Idempotency-Key'],
      ['acuerdo de tratamiento de datos', 'legalDpa', 'exact', /encargado/i],
      ['garantía de disponibilidad', 'legalSla', 'synonym', PERCENT],
      ['politica de cookies', 'cookies', 'accents'],
      ['integracion con salesforce', 'integrations', 'accents', /Salesforce/],
      ['servidores MCP', 'mcpRegistry', 'exact', /servidores MCP/],
      ['soporte tecnico', 'support', 'accents'],
      ['inversores', 'investors', 'exact'],
      ['modo oscuro', 'settings', 'synonym', /oscuro/i],
      ['seguirdad', 'security', 'typo'],
      ['quiero ser partner', 'partners', 'question', /solicit/i],
      [
        '¿entrenan modelos con mis datos?',
        'legalAiDataUsage',
        'question',
        /sin entrenamiento|entrenar/i,
      ],
      ['subencargados', 'legalSubprocessors', 'synonym'],
      ['servidor MCP de GitHub', 'mcpRegistry', 'exact', /GitHub/],
      ['límite de peticiones', 'api', 'synonym', /token/i],
      ['contactar con ventas', SALES, 'sales', 'sales@'],
      ['solicitar una demo', SALES, 'sales', 'sales@'],
      ['hablar con ventas', SALES, 'sales', 'sales@'],
      ['presupuesto de precios', SALES, 'sales', 'sales@'],
    ],
    fr: [
      ['combien ça coûte', 'pricing', 'question', PRICE],
      ['combien ca coute', 'pricing', 'accents', PRICE],
      ['tarifs', 'pricing', 'exact'],
      ["offres d'emploi", 'careers', 'synonym', /postes ouverts/i],
      ['recrutez-vous ?', 'careers', 'question', /postes ouverts/i],
      ['comment supprimer mes données', 'privacy', 'question', /supprim|effac/i],
      ['supprimer mes donnees', 'privacy', 'accents', /supprim|effac/i],
      ['idempotence', 'api', 'exact', 'Idempotency-Key'],
      ['accord de traitement des données', 'legalDpa', 'exact', /sous-traitant/i],
      ['garantie de disponibilité', 'legalSla', 'synonym', PERCENT],
      ['cookies', 'cookies', 'exact'],
      ['connecter salesforce', 'integrations', 'synonym', /Salesforce/],
      ['serveurs MCP', 'mcpRegistry', 'exact', /serveurs MCP/],
      ['contacter le support', 'support', 'exact', 'support@'],
      ['investisseurs', 'investors', 'exact'],
      ['mode sombre', 'settings', 'synonym', /sombre/i],
      ['securite', 'security', 'accents'],
      ['devenir partenaire', 'partners', 'question', /candidat/i],
      ['sous-traitants ultérieurs', 'legalSubprocessors', 'exact'],
      ['tarfs', 'pricing', 'typo'],
      ['serveur MCP GitHub', 'mcpRegistry', 'exact', /GitHub/],
      ['limite de requêtes', 'api', 'synonym', /jeton/i],
      ['contacter les ventes', SALES, 'sales', 'sales@'],
      ['demander une démo', SALES, 'sales', 'sales@'],
      ['parler à un commercial', SALES, 'sales', 'sales@'],
      ['devis tarifaire', SALES, 'sales', 'sales@'],
    ],
    de: [
      ['was kostet YNO', 'pricing', 'question', PRICE],
      ['Preise', 'pricing', 'exact'],
      ['Kosten pro Monat', 'pricing', 'synonym', PRICE],
      ['Jobs', 'careers', 'synonym'],
      ['Stellenangebote', 'careers', 'synonym', /offene Stellen|offen/i],
      ['wie lösche ich meine Daten', 'privacy', 'question', /lösch/i],
      ['Daten loschen', 'privacy', 'accents', /lösch/i],
      ['Idempotenz', 'api', 'exact', 'Idempotency-Key'],
      ['Auftragsverarbeitungsvertrag', 'legalDpa', 'exact', /Auftragsverarbeiter/],
      ['garantierte Verfügbarkeit', 'legalSla', 'synonym', PERCENT],
      ['Cookie-Richtlinie', 'cookies', 'exact'],
      ['Salesforce anbinden', 'integrations', 'synonym', /Salesforce/],
      ['MCP-Server Liste', 'mcpRegistry', 'synonym', /MCP-Server/],
      ['Support kontaktieren', 'support', 'exact', 'support@'],
      ['Investoren', 'investors', 'exact'],
      ['dunkler Modus', 'settings', 'synonym', /dunkl/i],
      ['Sicherhiet', 'security', 'typo'],
      ['Partner werden', 'partners', 'question', /bewerb|anmeld/i],
      ['Unterauftragsverarbeiter', 'legalSubprocessors', 'exact'],
      ['Verfugbarkeit', 'legalSla', 'accents', PERCENT],
      ['GitHub MCP-Server', 'mcpRegistry', 'exact', /GitHub/],
      ['Ratenbegrenzung', 'api', 'exact', /Token/],
      ['Vertrieb kontaktieren', SALES, 'sales', 'sales@'],
      ['Demo anfragen', SALES, 'sales', 'sales@'],
      ['mit dem Vertrieb sprechen', SALES, 'sales', 'sales@'],
      ['Preisangebot', SALES, 'sales', 'sales@'],
    ],
  };

/** The page a result belongs to: its URL without the anchor or the catalogue filter. */
function pageOf(url: string): string {
  return url.replace(/[#?].*$/, '');
}

describe('search relevance', () => {
  it.each(locales)('has at least 15 queries in %s, of every kind', (locale) => {
    expect(queries[locale].length).toBeGreaterThanOrEqual(15);
    const kinds = new Set(queries[locale].map(([, , kind]) => kind));
    expect(kinds.size).toBeGreaterThanOrEqual(locale === 'en' ? 5 : 6);
  });

  it('puts the expected page first for at least 95% of queries, and in the top five for all', async () => {
    const report: string[] = [];
    const notInTopFive: string[] = [];
    let first = 0;
    let total = 0;
    for (const locale of locales) {
      const engine = unpackSearchEngine(await siteSearchPack(locale));
      let localeFirst = 0;
      for (const [query, id] of queries[locale]) {
        const expected = expectedPages(id, locale);
        const pagesFound = searchEngine(engine, query, { limit: 5 }).map((hit) => pageOf(hit.url));
        const rank = pagesFound.findIndex((page) => expected.includes(page));
        if (rank === 0) localeFirst += 1;
        else
          report.push(
            `${locale} "${query}" → ${expected.join(' or ')} at ${rank + 1 || '-'}: ${pagesFound.join(' ')}`,
          );
        if (rank === -1) notInTopFive.push(`${locale} "${query}"`);
      }
      first += localeFirst;
      total += queries[locale].length;
      report.push(`${locale}: ${localeFirst}/${queries[locale].length} first`);
    }
    console.log(report.join('\n'));
    expect(notInTopFive).toEqual([]);
    expect(first / total).toBeGreaterThanOrEqual(0.95);
  });

  it('finds the sales contact first in every language', async () => {
    for (const locale of locales) {
      const engine = unpackSearchEngine(await siteSearchPack(locale));
      for (const [query, , kind] of queries[locale].filter(([, , kind]) => kind === 'sales')) {
        const [hit] = searchEngine(engine, query, { limit: 1 });
        expect([kind, hit.url]).toEqual([
          kind,
          expect.stringMatching(/\/(pricing#pricing-cta|enterprise#enterprise-cta)$/),
        ]);
      }
    }
  });

  it('shows the fact a question asks for in the snippet of its page, for at least half of them', async () => {
    const report: string[] = [];
    let shown = 0;
    let asked = 0;
    for (const locale of locales) {
      const engine = unpackSearchEngine(await siteSearchPack(locale));
      const titles = (await siteSearchPack(locale)).rows.map(([, title]) => title);
      const textOf = snippetTextOf(await siteSearchTexts(locale), (row) => titles[row]);
      let localeShown = 0;
      const withFacts = queries[locale].filter(([, , , fact]) => fact !== undefined);
      for (const [query, id, , fact] of withFacts) {
        const expected = expectedPages(id, locale);
        const hits = withSnippets(
          searchEngine(engine, query),
          (hit) => textOf(Number(hit.id)),
          query,
        );
        const snippet = hits.find((hit) => expected.includes(pageOf(hit.url)))?.excerpt ?? '';
        const found = typeof fact === 'string' ? snippet.includes(fact) : fact!.test(snippet);
        if (found) localeShown += 1;
        else report.push(`${locale} "${query}" lacks ${fact}: ${snippet}`);
      }
      shown += localeShown;
      asked += withFacts.length;
      report.push(`${locale}: ${localeShown}/${withFacts.length} facts in the snippet`);
    }
    console.log(report.join('\n'));
    expect(shown / asked).toBeGreaterThanOrEqual(0.5);
  });
});

function expectedPages(id: PageId | PageId[], locale: Locale): string[] {
  return [id].flat().map((page) => localizedPath(getPage(page).path, locale));
}
