import { contactEmail } from '@/lib/site/company';
import fs from 'node:fs';
import path from 'node:path';
import { locales } from '@/lib/i18n/locales';
import { applyHref, roles } from './roles';

const careers = (locale: string) =>
  JSON.parse(
    fs.readFileSync(path.resolve(__dirname, `../../messages/${locale}/careers.json`), 'utf8'),
  );

describe('open roles', () => {
  it('lists each role once', () => {
    expect(new Set(roles.map((role) => role.id)).size).toBe(roles.length);
    expect(roles.length).toBeGreaterThan(0);
  });

  it('lists exactly the roles the English catalogue describes', () => {
    expect(roles.map((role) => role.id).sort()).toEqual(Object.keys(careers('en').roles).sort());
  });

  it.each(locales)('has a title, summary, team, location and type label in %s', (locale) => {
    const messages = careers(locale);
    for (const role of roles) {
      expect(messages.roles[role.id].title.trim()).not.toBe('');
      expect(messages.roles[role.id].summary.trim()).not.toBe('');
      expect(messages.teams[role.team]).toBeTruthy();
      expect(messages.locations[role.location]).toBeTruthy();
      expect(messages.types[role.type]).toBeTruthy();
    }
    expect(messages.roleList.subject).toContain('{role}');
    expect(messages.roleList.applyFor).toContain('{role}');
  });

  it('builds an application email with the role in the subject line', () => {
    const href = applyHref('Bewerbung: Security Engineer, Plattform (m/w/d)');
    expect(href.startsWith(`mailto:${contactEmail('careers')}?subject=`)).toBe(true);
    expect(href).not.toMatch(/\s/);
    const subject = new URL(href).searchParams.get('subject');
    expect(subject).toBe('Bewerbung: Security Engineer, Plattform (m/w/d)');
  });
});
