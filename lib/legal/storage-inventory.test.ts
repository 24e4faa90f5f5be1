import fs from 'node:fs';
import path from 'node:path';
import {
  localeCookie,
  LOCALE_COOKIE,
  LOCALE_COOKIE_ATTRIBUTES,
  LOCALE_STORAGE_KEY,
  locales,
} from '@/lib/i18n/locales';
import { SIDEBAR_COOKIE, SIDEBAR_COOKIE_MAX_AGE } from '@/lib/site/sidebar-state';
import { categoryStorage } from '@/lib/consent/withdrawal';
import { googleAnalyticsCookies, storageInventory, storageInventoryFor } from './storage-inventory';
import { scanStorageKeys, type SourceFile } from './storage-key-scan';

const root = path.resolve(__dirname, '../..');
const DAY = 60 * 60 * 24;

/** Every non-test source file the site ships: routes, components, logic and the proxy. */
function sourceFiles(): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(relative);
      else if (/\.(ts|tsx|mjs|js)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
        files.push({ path: relative, text: fs.readFileSync(path.join(root, relative), 'utf8') });
    }
  };
  for (const dir of ['app', 'components', 'lib']) walk(dir);
  files.push({ path: 'proxy.ts', text: fs.readFileSync(path.join(root, 'proxy.ts'), 'utf8') });
  // The scanner's own documentation describes the shapes it looks for.
  return files.filter((file) => file.path !== path.join('lib', 'legal', 'storage-key-scan.ts'));
}

/**
 * Keys docs/decisions.md assigns to features that other work streams add (consent banner, settings,
 * chat widget). Until a feature's folder exists the key may be missing from the code; as soon as
 * the folder is there, the key must be found like any other.
 */
const pendingOwners: Record<string, string> = {
  'yno-cookie-consent': 'lib/consent',
  'yno-settings': 'lib/settings',
  'yno-chat-messages': 'lib/chat',
};

const sources = sourceFiles();
const scan = scanStorageKeys(sources);
const used = new Set(scan.keys.map((key) => `${key.kind}:${key.name}`));
const listed = new Set(storageInventory.map((entry) => `${entry.mechanism}:${entry.name}`));

describe('cookie policy storage inventory', () => {
  it('resolves every storage key expression in the code', () => {
    expect(scan.unresolved).toEqual([]);
  });

  it('lists every key the code stores, with its mechanism', () => {
    const unlisted = scan.keys.filter((key) => !listed.has(`${key.kind}:${key.name}`));
    expect(unlisted).toEqual([]);
  });

  it('lists nothing the code does not store', () => {
    const missing = storageInventory
      .filter((entry) => !used.has(`${entry.mechanism}:${entry.name}`))
      .filter((entry) => {
        const owner = pendingOwners[entry.name];
        return owner === undefined || fs.existsSync(path.join(root, owner));
      })
      .map((entry) => entry.name);
    expect(missing).toEqual([]);
  });

  it('finds the keys the code already exports', () => {
    for (const key of [
      `cookie:${LOCALE_COOKIE}`,
      `localStorage:${LOCALE_STORAGE_KEY}`,
      `cookie:${SIDEBAR_COOKIE}`,
      'localStorage:theme',
    ])
      expect(used).toContain(key);
  });

  it('matches the storage keys of docs/decisions.md exactly', () => {
    expect([...listed].sort()).toEqual(
      [
        'localStorage:yno-cookie-consent',
        'localStorage:yno-chat-messages',
        'localStorage:yno-recent-searches',
        'localStorage:yno-settings',
        'localStorage:theme',
        'localStorage:i18nextLng',
        'cookie:NEXT_LOCALE',
        'cookie:sidebar:state',
      ].sort(),
    );
  });

  it('gives cookies the lifetimes the code sets', () => {
    const days = (name: string) => {
      const entry = storageInventory.find((e) => e.name === name);
      return entry && typeof entry.lifetime === 'object' ? entry.lifetime.days : undefined;
    };
    expect(days(SIDEBAR_COOKIE)).toBe(SIDEBAR_COOKIE_MAX_AGE / DAY);
    // The proxy (lib/i18n/routing.ts) and the language picker both take the locale cookie's
    // attributes from lib/i18n/locales.ts.
    const localeDays = days(LOCALE_COOKIE)!;
    expect(LOCALE_COOKIE_ATTRIBUTES.maxAge).toBe(localeDays * DAY);
    expect(localeCookie('en')).toContain(`max-age=${localeDays * DAY}`);
  });

  it("lists Google Analytics' cookies only with a measurement ID, and withdrawal deletes them", () => {
    expect(storageInventoryFor(undefined)).toEqual(storageInventory);
    const configured = storageInventoryFor('G-AB12CD34EF');
    const google = configured.filter((entry) => entry.category === 'analytics');
    expect(google.map((entry) => entry.name)).toEqual(['_ga', '_ga_AB12CD34EF']);
    for (const entry of google) {
      expect(entry.lifetime).toEqual({ days: 730 });
      expect(categoryStorage.analytics.cookies.some((pattern) => pattern.test(entry.name))).toBe(
        true,
      );
    }
  });

  it.each(locales)('describes every entry in %s', (locale) => {
    const messages = JSON.parse(
      fs.readFileSync(path.join(root, `messages/${locale}/cookies.json`), 'utf8'),
    );
    for (const entry of [...storageInventory, ...googleAnalyticsCookies('G-AB12CD34EF')]) {
      expect(messages.storage.purposes[entry.id]).toEqual(expect.any(String));
      expect(messages.storage.categories[entry.category]).toEqual(expect.any(String));
    }
  });
});
