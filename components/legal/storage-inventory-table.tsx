import { getMessages, getTranslations } from 'next-intl/server';
import { DocumentBlock } from '@/components/content/document-blocks';
import type { Locale } from '@/lib/i18n/locales';
import { getPublicEnv } from '@/lib/env';
import {
  lifetimeMessage,
  storageInventoryFor,
  storageTable,
  type StorageMessages,
} from '@/lib/legal/storage-inventory';

/**
 * The cookie policy's table of everything the site stores, built from lib/legal/storage-inventory:
 * Google Analytics' cookies are listed only where a measurement ID is configured.
 */
export async function StorageInventoryTable({ locale }: { locale: Locale }) {
  const storage = ((await getMessages({ locale })).cookies as { storage: StorageMessages }).storage;
  const t = await getTranslations({ locale, namespace: 'cookies.storage.lifetimes' });
  const block = storageTable(
    storageInventoryFor(getPublicEnv().gaMeasurementId),
    storage,
    (value) => {
      const { key, count } = lifetimeMessage(value);
      return count === undefined ? t(key) : t(key, { count });
    },
  );
  return (
    <div data-storage-inventory>
      <DocumentBlock anchorId="storage-inventory" block={block} />
    </div>
  );
}
