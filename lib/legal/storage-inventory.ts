import { LOCALE_COOKIE, LOCALE_STORAGE_KEY } from '@/lib/i18n/locales';
import { SIDEBAR_COOKIE } from '@/lib/site/sidebar-state';
import type { SubprocessorId } from '@/lib/site/subprocessors';

/**
 * Everything the website stores in the visitor's browser (docs/decisions.md, "Storage keys"). The
 * cookie policy renders its table from this list, and storage-inventory.test.ts compares it
 * with the keys the code actually reads and writes, so the policy cannot drift from the site.
 * Human text (purpose, category and lifetime labels) lives in messages/{locale}/cookies.json
 * under `storage`, by entry id.
 */
export type StorageCategory = 'essential' | 'functional' | 'analytics' | 'marketing';
export type StorageMechanism = 'cookie' | 'localStorage';
/** A cookie's max-age, or how long the site keeps a localStorage entry before removing it. */
export type StorageLifetime = { days: number } | 'untilCleared';

export type StorageEntry = {
  id: string;
  name: string;
  mechanism: StorageMechanism;
  category: StorageCategory;
  lifetime: StorageLifetime;
  /** The provider that sets it on the site's behalf (lib/site/subprocessors.ts), if not the site. */
  provider?: SubprocessorId;
};

/**
 * First-party cookies Google's tag sets once the visitor allows analytics, on a site with a
 * GA4 measurement ID (Google's documented names and lifetimes). The site's own code never
 * writes them; lib/consent/withdrawal.ts deletes them when analytics is withdrawn.
 */
export function googleAnalyticsCookies(measurementId: string): StorageEntry[] {
  const lifetime = { days: 730 };
  const provider = 'googleAnalytics';
  return [
    { id: 'gaClient', name: '_ga', mechanism: 'cookie', category: 'analytics', lifetime, provider },
    {
      id: 'gaSession',
      name: `_ga_${measurementId.replace(/^G-/, '')}`,
      mechanism: 'cookie',
      category: 'analytics',
      lifetime,
      provider,
    },
  ];
}

/** Everything this deployment may store: the site's own entries, and Google's when configured. */
export function storageInventoryFor(measurementId: string | undefined): StorageEntry[] {
  return [...storageInventory, ...(measurementId ? googleAnalyticsCookies(measurementId) : [])];
}

export const storageInventory = [
  {
    id: 'consent',
    name: 'yno-cookie-consent',
    mechanism: 'localStorage',
    category: 'essential',
    // docs/specification.md §9: consent is valid for 365 days, then the record is removed.
    lifetime: { days: 365 },
  },
  {
    id: 'chat',
    name: 'yno-chat-messages',
    mechanism: 'localStorage',
    category: 'functional',
    lifetime: 'untilCleared',
  },
  {
    id: 'recentSearches',
    name: 'yno-recent-searches',
    mechanism: 'localStorage',
    category: 'functional',
    lifetime: 'untilCleared',
  },
  {
    id: 'settings',
    name: 'yno-settings',
    mechanism: 'localStorage',
    category: 'essential',
    lifetime: 'untilCleared',
  },
  {
    id: 'theme',
    name: 'theme',
    mechanism: 'localStorage',
    category: 'essential',
    lifetime: 'untilCleared',
  },
  {
    id: 'languageMirror',
    name: LOCALE_STORAGE_KEY,
    mechanism: 'localStorage',
    category: 'essential',
    lifetime: 'untilCleared',
  },
  {
    id: 'language',
    name: LOCALE_COOKIE,
    mechanism: 'cookie',
    category: 'essential',
    lifetime: { days: 365 },
  },
  {
    id: 'sidebar',
    name: SIDEBAR_COOKIE,
    mechanism: 'cookie',
    category: 'essential',
    lifetime: { days: 7 },
  },
] as const satisfies readonly StorageEntry[];

export type StorageEntryId = (typeof storageInventory)[number]['id'];

export const storageCategories: readonly StorageCategory[] = [
  'essential',
  'functional',
  'analytics',
  'marketing',
];

/** The `cookies.storage` messages the table is written with. */
export type StorageMessages = {
  columns: Record<'name' | 'mechanism' | 'purpose' | 'category' | 'lifetime', string>;
  mechanisms: Record<string, string>;
  categories: Record<string, string>;
  purposes: Record<string, string>;
};

/** A lifetime as its message under `cookies.storage.lifetimes` names it, with its count. */
export function lifetimeMessage(value: StorageLifetime): {
  key: 'untilCleared' | 'years' | 'days';
  count?: number;
} {
  if (value === 'untilCleared') return { key: 'untilCleared' };
  return value.days % 365 === 0
    ? { key: 'years', count: value.days / 365 }
    : { key: 'days', count: value.days };
}

/**
 * The cookie policy's table of what the site stores, as a document table block: the page and
 * its Markdown twin show these same cells.
 */
export function storageTable(
  entries: readonly StorageEntry[],
  storage: StorageMessages,
  lifetime: (value: StorageLifetime) => string,
) {
  const rows = Object.fromEntries(
    entries.map((entry) => [
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
  return { columns: storage.columns, rows };
}
