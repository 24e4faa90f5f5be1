import { jobEntries, type JobEntry } from '@/lib/documents/collections';
import type { Locale } from '@/lib/i18n/locales';
import { mailtoHref } from '@/lib/site/company';

/**
 * The open roles: one folder each under content/jobs (its name is the role's id on /careers),
 * one file per locale with the title and summary; team, location, type and order from English.
 * Labels of teams, locations and types are UI strings (careers.teams, .locations, .types).
 * Delete a role's folder when it is filled.
 */
export type Role = JobEntry;

/** Every open role in a locale, in the order the careers page lists them. */
export function loadRoles(locale: Locale): Role[] {
  return jobEntries(locale).sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug));
}

/** A mailto link that opens an application email with the role in the subject line. */
export function applyHref(subject: string): string {
  return mailtoHref('careers', subject);
}
