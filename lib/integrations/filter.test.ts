import {
  filterIntegrations,
  integrationQueryString,
  MAX_QUERY_LENGTH,
  normalise,
  parseIntegrationQuery,
} from './filter';

const entries = [
  { id: 'salesforce', category: 'crm', text: 'Salesforce CRM Accounts, contacts and cases Native' },
  { id: 'jira', category: 'itsm', text: 'Jira IT service Issues and sprints MCP' },
  { id: 'sap', category: 'erp', text: 'SAP ERP Geschäftsanwendungen und Rechnungen Nativ' },
] as const;

describe('parseIntegrationQuery', () => {
  it('reads q and a known category', () => {
    expect(parseIntegrationQuery({ q: '  jira   issues ', category: 'itsm' })).toEqual({
      q: 'jira issues',
      category: 'itsm',
    });
  });

  it('ignores an unknown category, repeated values and overlong text', () => {
    expect(parseIntegrationQuery({ category: 'nope' }).category).toBeNull();
    expect(parseIntegrationQuery({ q: ['a', 'b'], category: ['crm', 'erp'] })).toEqual({
      q: 'a',
      category: 'crm',
    });
    expect(parseIntegrationQuery({ q: 'x'.repeat(500) }).q).toHaveLength(MAX_QUERY_LENGTH);
    expect(parseIntegrationQuery({})).toEqual({ q: '', category: null });
  });
});

describe('filterIntegrations', () => {
  const ids = (q: string, category: 'crm' | 'itsm' | null = null) =>
    filterIntegrations(entries, { q, category }).map((entry) => entry.id);

  it('returns everything for an empty query', () => {
    expect(ids('')).toEqual(['salesforce', 'jira', 'sap']);
  });

  it('matches every word, ignoring case and accents', () => {
    expect(ids('JIRA sprints')).toEqual(['jira']);
    expect(ids('geschaftsanwendungen')).toEqual(['sap']);
    expect(ids('jira accounts')).toEqual([]);
  });

  it('narrows by category', () => {
    expect(ids('', 'crm')).toEqual(['salesforce']);
    expect(ids('mcp', 'crm')).toEqual([]);
  });
});

describe('helpers', () => {
  it('normalises text', () => {
    expect(normalise('Équipe Übersicht')).toBe('equipe ubersicht');
  });

  it('builds shareable query strings', () => {
    expect(integrationQueryString({ q: 'sap erp', category: 'erp' })).toBe(
      '?q=sap+erp&category=erp',
    );
    expect(integrationQueryString({})).toBe('');
  });
});
