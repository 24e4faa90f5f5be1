import type { PageIntl } from '@/lib/content/page-intl';
import { items, section, strong, type PageParts } from '@/lib/content/page-parts';
import { fontSizes, themes, type SettingKey } from './settings-schema';

type Group = 'appearance' | 'accessibility' | 'notifications' | 'privacy' | 'data';

/** The groups of the settings panel and the settings each holds, in the panel's order. */
export const settingsGroups: Record<Group, readonly SettingKey[]> = {
  appearance: ['theme', 'fontSize', 'compactMode', 'sidebarCollapsed'],
  accessibility: ['reducedMotion', 'showAnimations', 'highContrast', 'dyslexiaFriendly'],
  notifications: ['emailNotifications', 'pushNotifications', 'marketingEmails'],
  privacy: ['analyticsOptIn', 'crashReporting'],
  data: ['autoSave', 'prefersReducedData'],
};

/**
 * The settings page as a reader sees it (components/settings/settings-panel.tsx): every setting
 * with what it does and the choices it offers, and what import, export and reset do. The
 * switches themselves work in the browser only.
 */
export function settingsParts({ messages }: PageIntl): PageParts {
  const m = messages.settingsPage;
  const fields = m.fields as Record<
    SettingKey,
    { label: string; description: string; options?: Record<string, string> }
  >;
  const choices: Partial<Record<SettingKey, readonly string[]>> = {
    theme: themes,
    fontSize: fontSizes,
  };
  const describe = (key: SettingKey) => {
    const { label, description, options } = fields[key];
    const values = choices[key]?.map((value) => options?.[value]).join(', ');
    return `${strong(label)}: ${description}${values ? ` (${values})` : ''}`;
  };
  const extras: Partial<Record<Group, string[]>> = {
    privacy: [`${strong(m.cookieSettings.title)}: ${m.cookieSettings.description}`],
    data: [m.import, m.export, m.reset].map(
      ({ title, description }) => `${strong(title)}: ${description}`,
    ),
  };
  return {
    head: { title: messages.settings.title, intro: messages.settings.intro },
    preface: [m.storedNote],
    lead: (Object.keys(settingsGroups) as Group[]).map((group) =>
      section(
        `settings-${group}`,
        m.groups[group].title,
        m.groups[group].description,
        items([...settingsGroups[group].map(describe), ...(extras[group] ?? [])]),
      ),
    ),
  };
}
