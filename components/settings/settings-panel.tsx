import { getTranslations } from 'next-intl/server';
import { CookieSettingsButton } from '@/components/consent/cookie-settings-button';
import { fontSizes, themes } from '@/lib/settings/settings-schema';
import { ChoiceSetting } from './choice-setting';
import { SettingRow, SettingsGroup } from './settings-group';
import { SettingsExport } from './settings-export';
import { SettingsImport } from './settings-import';
import { SettingsProvider } from './settings-provider';
import { SettingsReset } from './settings-reset';
import { SwitchSetting } from './switch-setting';

type SwitchField =
  | 'compactMode'
  | 'sidebarCollapsed'
  | 'reducedMotion'
  | 'showAnimations'
  | 'highContrast'
  | 'dyslexiaFriendly'
  | 'emailNotifications'
  | 'pushNotifications'
  | 'marketingEmails'
  | 'analyticsOptIn'
  | 'crashReporting'
  | 'autoSave'
  | 'prefersReducedData';

/** Every setting of docs/specification.md §3, grouped, with import, export and reset. */
export async function SettingsPanel() {
  const t = await getTranslations('settingsPage');
  const tc = await getTranslations('common');
  const switchSetting = (field: SwitchField) => (
    <SwitchSetting
      field={field}
      label={t(`fields.${field}.label`)}
      description={t(`fields.${field}.description`)}
    />
  );
  const group = (id: 'appearance' | 'accessibility' | 'notifications' | 'privacy' | 'data') => ({
    id: `settings-${id}`,
    title: t(`groups.${id}.title`),
    description: t(`groups.${id}.description`),
  });

  return (
    <SettingsProvider>
      <p className="mb-6 max-w-3xl text-sm text-muted-foreground">{t('storedNote')}</p>
      <div className="grid max-w-4xl gap-6">
        <SettingsGroup {...group('appearance')}>
          <ChoiceSetting
            field="theme"
            label={t('fields.theme.label')}
            description={t('fields.theme.description')}
            options={themes.map((value) => ({ value, label: t(`fields.theme.options.${value}`) }))}
          />
          <ChoiceSetting
            field="fontSize"
            label={t('fields.fontSize.label')}
            description={t('fields.fontSize.description')}
            options={fontSizes.map((value) => ({
              value,
              label: t(`fields.fontSize.options.${value}`),
            }))}
          />
          {switchSetting('compactMode')}
          {switchSetting('sidebarCollapsed')}
        </SettingsGroup>
        <SettingsGroup {...group('accessibility')}>
          {switchSetting('reducedMotion')}
          {switchSetting('showAnimations')}
          {switchSetting('highContrast')}
          {switchSetting('dyslexiaFriendly')}
        </SettingsGroup>
        <SettingsGroup {...group('notifications')}>
          {switchSetting('emailNotifications')}
          {switchSetting('pushNotifications')}
          {switchSetting('marketingEmails')}
        </SettingsGroup>
        <SettingsGroup {...group('privacy')}>
          {switchSetting('analyticsOptIn')}
          {switchSetting('crashReporting')}
          <SettingRow
            label={<h3 className="font-medium">{t('cookieSettings.title')}</h3>}
            description={t('cookieSettings.description')}
            descriptionId="settings-cookie-preferences-description"
          >
            <CookieSettingsButton />
          </SettingRow>
        </SettingsGroup>
        <SettingsGroup {...group('data')}>
          {switchSetting('autoSave')}
          {switchSetting('prefersReducedData')}
          <SettingsImport
            text={{
              title: t('import.title'),
              description: t('import.description'),
              textLabel: t('import.textLabel'),
              submit: t('import.submit'),
              chooseFile: t('import.chooseFile'),
              success: t('import.success'),
              ignoredLabel: t('import.ignoredLabel'),
              errors: {
                empty: t('import.errors.empty'),
                tooLarge: t('import.errors.tooLarge'),
                invalidJson: t('import.errors.invalidJson'),
                notAnObject: t('import.errors.notAnObject'),
                nothingToImport: t('import.errors.nothingToImport'),
                fileUnreadable: t('import.errors.fileUnreadable'),
              },
            }}
          />
          <SettingsExport
            text={{
              title: t('export.title'),
              description: t('export.description'),
              copy: t('export.copy'),
              download: t('export.download'),
              copied: t('export.copied'),
              copyFailed: t('export.copyFailed'),
              downloaded: t('export.downloaded'),
            }}
          />
          <SettingsReset
            closeLabel={tc('close')}
            text={{
              title: t('reset.title'),
              description: t('reset.description'),
              button: t('reset.button'),
              confirmTitle: t('reset.confirmTitle'),
              confirmDescription: t('reset.confirmDescription'),
              confirm: t('reset.confirm'),
              cancel: t('reset.cancel'),
              done: t('reset.done'),
            }}
          />
        </SettingsGroup>
      </div>
    </SettingsProvider>
  );
}
