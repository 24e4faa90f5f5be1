import { getMessages, getTranslations } from 'next-intl/server';
import { DocumentBlock } from '@/components/content/document-blocks';
import type { Locale } from '@/lib/i18n/locales';
import { getPublicEnv } from '@/lib/env';
import { storageInventoryFor, type StorageLifetime } from '@/lib/legal/storage-inventory';

type StorageMessages = {
  columns: Record<'name' | 'mechanism' | 'purpose' | 'category' | 'lifetime', string>;
  mechanisms: Record<string, string>;
  categories: Record<string, string>;
  purposes: Record<string, string>;
};

/**
 * The cookie policy's table of everything the site stores, built from lib/legal/storage-inventory:
 * Google Analytics' cookies are listed only where a measurement ID is configured.
 */
export async function StorageInventoryTable({ locale }: { locale: Locale }) {
  const storage = ((await getMessages({ locale })).cookies as { storage: StorageMessages }).storage;
  const t = await getTranslations({ locale, namespace: 'cookies.storage.lifetimes' });
  const lifetime = (value: StorageLifetime) =>
    value === 'untilCleared'
      ? t('untilCleared')
      : value.days % 365 === 0
        ? t('years', { count: value.days / 365 })
        : t('days', { count: value.days });

  const rows = Object.fromEntries(
    storageInventoryFor(getPublicEnv().gaMeasurementId).map((entry) => [
      entry.id,
      {
        name: `\`${entry.name}\``,
        mechanism: storage.mechanisms[entry.mechanism],
        purpose: storage.purposes[entry.id],
        category: storage.categories[entry.category],
        lifetime: lifetime(entry.lifetime),
      },
    ]),
  );
  return (
    <div data-storage-inventory>
      <DocumentBlock anchorId="storage-inventory" block={{ columns: storage.columns, rows }} />
    </div>
  );
}
