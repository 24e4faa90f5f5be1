import type { Messages } from '@/lib/messages/en-messages';
import { mailtoHref } from '@/lib/site/company';

/**
 * The open roles. Titles and summaries come from careers.roles.{id}; team, location and type
 * labels from careers.teams, careers.locations and careers.types. Remove a role here (and its
 * messages) when it is filled.
 */
export type RoleId = keyof Messages['careers']['roles'];
export type Team = keyof Messages['careers']['teams'];
export type RoleLocation = keyof Messages['careers']['locations'];
export type EmploymentType = keyof Messages['careers']['types'];

export type Role = { id: RoleId; team: Team; location: RoleLocation; type: EmploymentType };

export const roles: readonly Role[] = [
  { id: 'backendPipelineEngine', team: 'engineering', location: 'singapore', type: 'fullTime' },
  { id: 'appliedAiContext', team: 'appliedAi', location: 'singapore', type: 'fullTime' },
  {
    id: 'integrationEngineerMcp',
    team: 'engineering',
    location: 'remoteApac',
    type: 'fullTime',
  },
  { id: 'securityEngineer', team: 'security', location: 'singapore', type: 'fullTime' },
  { id: 'productDesigner', team: 'design', location: 'singapore', type: 'fullTime' },
  { id: 'technicalWriter', team: 'product', location: 'remoteApac', type: 'contract' },
  {
    id: 'solutionsArchitect',
    team: 'customerEngineering',
    location: 'remoteEurope',
    type: 'fullTime',
  },
  { id: 'enterpriseAccountExecutive', team: 'sales', location: 'singapore', type: 'fullTime' },
];

/** A mailto link that opens an application email with the role in the subject line. */
export function applyHref(subject: string): string {
  return mailtoHref('careers', subject);
}
