import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/layout/page-header';
import { SettingsPanel } from '@/components/settings/settings-panel';
import { resolvePageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { pageMetadata } from '@/lib/seo/page-metadata';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  return pageMetadata('settings', await resolvePageLocale(params));
}

export default async function SettingsPage({ params }: { params: LocaleParams }) {
  await resolvePageLocale(params);
  const t = await getTranslations('settings');
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 md:px-8 md:py-14">
      <PageHeader title={t('title')} lead={t('intro')} />
      <SettingsPanel />
    </div>
  );
}
