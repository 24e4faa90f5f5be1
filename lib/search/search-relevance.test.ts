import { locales, type Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/paths';
import { getPage, type PageId } from '@/lib/site/pages';
import { searchEngine } from './search-engine';
import { unpackSearchEngine } from './search-pack';
import { siteSearchPack } from './site-search-index';

/**
 * What visitors type, in their words, and the page they want. Written from the visitor's side
 * (not from the pages' text): exact words, synonyms, questions, a letter wrong, accents left
 * out. Each query runs against the index the browser downloads.
 */
type Kind = 'exact' | 'synonym' | 'question' | 'typo' | 'accents';
const queries: Record<Locale, [query: string, page: PageId, kind: Kind][]> = {
  en: [
    ['pricing', 'pricing', 'exact'],
    ['how much does YNO cost', 'pricing', 'question'],
    ['price of the team plan', 'pricing', 'synonym'],
    ['jobs', 'careers', 'synonym'],
    ['are you hiring', 'careers', 'question'],
    ['how do I delete my data', 'privacy', 'question'],
    ['idempotency', 'api', 'exact'],
    ['idempotancy', 'api', 'typo'],
    ['data processing agreement', 'legalDpa', 'exact'],
    ['uptime guarantee', 'legalSla', 'synonym'],
    ['do you train AI models on my data', 'legalAiDataUsage', 'question'],
    ['cookies', 'cookies', 'exact'],
    ['connect to salesforce', 'integrations', 'synonym'],
    ['list of mcp servers', 'mcpRegistry', 'synonym'],
    ['contact support', 'support', 'exact'],
    ['investor deck', 'investors', 'exact'],
    ['dark mode', 'settings', 'synonym'],
    ['secrity', 'security', 'typo'],
    ['become a partner', 'partners', 'question'],
    ['write my own worker', 'docsWorkerContract', 'synonym'],
    ['how long does implementation take', 'implementation', 'question'],
    ['subprocessors', 'legalSubprocessors', 'exact'],
    ['start a run from my backend', 'api', 'synonym'],
    ['what is not allowed on the platform', 'legalAup', 'question'],
    ['github mcp server', 'mcpRegistry', 'exact'],
    ['snowflake connector', 'integrations', 'exact'],
    ['rate limits', 'api', 'exact'],
    ['worker heartbeat', 'docsWorkerContract', 'exact'],
  ],
  es: [
    ['cuánto cuesta YNO', 'pricing', 'question'],
    ['cuanto cuesta', 'pricing', 'accents'],
    ['precios', 'pricing', 'exact'],
    ['ofertas de trabajo', 'careers', 'synonym'],
    ['¿están contratando?', 'careers', 'question'],
    ['cómo borro mis datos', 'privacy', 'question'],
    ['borrar mis datos personales', 'privacy', 'synonym'],
    ['idempotencia', 'api', 'exact'],
    ['acuerdo de tratamiento de datos', 'legalDpa', 'exact'],
    ['garantía de disponibilidad', 'legalSla', 'synonym'],
    ['politica de cookies', 'cookies', 'accents'],
    ['integracion con salesforce', 'integrations', 'accents'],
    ['servidores MCP', 'mcpRegistry', 'exact'],
    ['soporte tecnico', 'support', 'accents'],
    ['inversores', 'investors', 'exact'],
    ['modo oscuro', 'settings', 'synonym'],
    ['seguirdad', 'security', 'typo'],
    ['quiero ser partner', 'partners', 'question'],
    ['¿entrenan modelos con mis datos?', 'legalAiDataUsage', 'question'],
    ['subencargados', 'legalSubprocessors', 'synonym'],
    ['servidor MCP de GitHub', 'mcpRegistry', 'exact'],
    ['límite de peticiones', 'api', 'synonym'],
  ],
  fr: [
    ['combien ça coûte', 'pricing', 'question'],
    ['combien ca coute', 'pricing', 'accents'],
    ['tarifs', 'pricing', 'exact'],
    ["offres d'emploi", 'careers', 'synonym'],
    ['recrutez-vous ?', 'careers', 'question'],
    ['comment supprimer mes données', 'privacy', 'question'],
    ['supprimer mes donnees', 'privacy', 'accents'],
    ['idempotence', 'api', 'exact'],
    ['accord de traitement des données', 'legalDpa', 'exact'],
    ['garantie de disponibilité', 'legalSla', 'synonym'],
    ['cookies', 'cookies', 'exact'],
    ['connecter salesforce', 'integrations', 'synonym'],
    ['serveurs MCP', 'mcpRegistry', 'exact'],
    ['contacter le support', 'support', 'exact'],
    ['investisseurs', 'investors', 'exact'],
    ['mode sombre', 'settings', 'synonym'],
    ['securite', 'security', 'accents'],
    ['devenir partenaire', 'partners', 'question'],
    ['sous-traitants ultérieurs', 'legalSubprocessors', 'exact'],
    ['tarfs', 'pricing', 'typo'],
    ['serveur MCP GitHub', 'mcpRegistry', 'exact'],
    ['limite de requêtes', 'api', 'synonym'],
  ],
  de: [
    ['was kostet YNO', 'pricing', 'question'],
    ['Preise', 'pricing', 'exact'],
    ['Kosten pro Monat', 'pricing', 'synonym'],
    ['Jobs', 'careers', 'synonym'],
    ['Stellenangebote', 'careers', 'synonym'],
    ['wie lösche ich meine Daten', 'privacy', 'question'],
    ['Daten loschen', 'privacy', 'accents'],
    ['Idempotenz', 'api', 'exact'],
    ['Auftragsverarbeitungsvertrag', 'legalDpa', 'exact'],
    ['garantierte Verfügbarkeit', 'legalSla', 'synonym'],
    ['Cookie-Richtlinie', 'cookies', 'exact'],
    ['Salesforce anbinden', 'integrations', 'synonym'],
    ['MCP-Server Liste', 'mcpRegistry', 'synonym'],
    ['Support kontaktieren', 'support', 'exact'],
    ['Investoren', 'investors', 'exact'],
    ['dunkler Modus', 'settings', 'synonym'],
    ['Sicherhiet', 'security', 'typo'],
    ['Partner werden', 'partners', 'question'],
    ['Unterauftragsverarbeiter', 'legalSubprocessors', 'exact'],
    ['Verfugbarkeit', 'legalSla', 'accents'],
    ['GitHub MCP-Server', 'mcpRegistry', 'exact'],
    ['Ratenbegrenzung', 'api', 'exact'],
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
    expect(kinds.size).toBeGreaterThanOrEqual(locale === 'en' ? 4 : 5);
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
        const expected = localizedPath(getPage(id).path, locale);
        const pagesFound = searchEngine(engine, query, { limit: 5 }).map((hit) => pageOf(hit.url));
        const rank = pagesFound.indexOf(expected);
        if (rank === 0) localeFirst += 1;
        else
          report.push(
            `${locale} "${query}" → ${expected} at ${rank + 1 || '-'}: ${pagesFound.join(' ')}`,
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
});
