/**
 * The integrations catalogue: what YNO connects to and how. Names and descriptions live in
 * the `integrations.catalogue` messages (by id); categories in `integrations.categories`.
 */
export const integrationCategories = [
  'crm',
  'erp',
  'data',
  'itsm',
  'collaboration',
  'knowledge',
  'developer',
  'identity',
] as const;
export type IntegrationCategory = (typeof integrationCategories)[number];

/** Native: a connector YNO builds and maintains. MCP: a Model Context Protocol server. */
export type IntegrationKind = 'native' | 'mcp';
export type Integration = { id: string; category: IntegrationCategory; kind: IntegrationKind };

export const integrations = [
  { id: 'salesforce', category: 'crm', kind: 'native' },
  { id: 'hubspot', category: 'crm', kind: 'native' },
  { id: 'zendesk', category: 'crm', kind: 'native' },
  { id: 'sapS4hana', category: 'erp', kind: 'native' },
  { id: 'netsuite', category: 'erp', kind: 'native' },
  { id: 'dynamics365', category: 'erp', kind: 'native' },
  { id: 'xero', category: 'erp', kind: 'native' },
  { id: 'stripe', category: 'erp', kind: 'mcp' },
  { id: 'snowflake', category: 'data', kind: 'native' },
  { id: 'bigquery', category: 'data', kind: 'native' },
  { id: 'databricks', category: 'data', kind: 'mcp' },
  { id: 'postgresql', category: 'data', kind: 'mcp' },
  { id: 'servicenow', category: 'itsm', kind: 'native' },
  { id: 'jira', category: 'itsm', kind: 'mcp' },
  { id: 'pagerduty', category: 'itsm', kind: 'mcp' },
  { id: 'slack', category: 'collaboration', kind: 'native' },
  { id: 'teams', category: 'collaboration', kind: 'native' },
  { id: 'googleWorkspace', category: 'collaboration', kind: 'native' },
  { id: 'microsoft365', category: 'knowledge', kind: 'native' },
  { id: 'confluence', category: 'knowledge', kind: 'mcp' },
  { id: 'notion', category: 'knowledge', kind: 'mcp' },
  { id: 'box', category: 'knowledge', kind: 'native' },
  { id: 'github', category: 'developer', kind: 'mcp' },
  { id: 'gitlab', category: 'developer', kind: 'mcp' },
  { id: 'amazonS3', category: 'developer', kind: 'native' },
  { id: 'customMcp', category: 'developer', kind: 'mcp' },
  { id: 'okta', category: 'identity', kind: 'native' },
  { id: 'entraId', category: 'identity', kind: 'native' },
  { id: 'workday', category: 'identity', kind: 'native' },
] as const satisfies readonly Integration[];

export type IntegrationId = (typeof integrations)[number]['id'];

export function isIntegrationCategory(value: string): value is IntegrationCategory {
  return (integrationCategories as readonly string[]).includes(value);
}
