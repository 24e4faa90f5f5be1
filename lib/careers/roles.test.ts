import { contactEmail } from '@/lib/site/company';
import fs from 'node:fs';
import path from 'node:path';
import { locales } from '@/lib/i18n/locales';
import { applyHref, loadRoles } from './roles';

const careers = (locale: string) =>
  JSON.parse(
    fs.readFileSync(path.resolve(__dirname, `../../messages/${locale}/careers.json`), 'utf8'),
  );

describe('open roles', () => {
  const english = loadRoles('en');

  it('lists every folder of content/jobs once, in the order the files give', () => {
    const folders = fs.readdirSync(path.resolve(__dirname, '../../content/jobs'));
    expect(english.map((role) => role.slug).sort()).toEqual(folders.sort());
    const orders = english.map((role) => role.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(english[0].slug).toBe('backendPipelineEngine');
  });

  it.each(locales)('has a title, summary, team, location and type label in %s', (locale) => {
    const messages = careers(locale);
    const roles = loadRoles(locale);
    expect(roles.map((role) => role.slug)).toEqual(english.map((role) => role.slug));
    for (const role of roles) {
      expect(role.lang).toBe(locale);
      expect(role.title.trim()).not.toBe('');
      expect(role.summary.trim()).not.toBe('');
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
