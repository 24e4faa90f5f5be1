import fs from 'node:fs';
import path from 'node:path';
import { namespaces } from './en-messages';
import { locales } from '../i18n/locales';

/**
 * Every namespace has the same keys in every locale as in English, with text where English
 * has text: a reader in any language sees every sentence, list item, table cell and FAQ.
 */
const root = path.resolve(__dirname, '../..');
const load = (locale: string, namespace: string) =>
  JSON.parse(fs.readFileSync(path.join(root, 'messages', locale, `${namespace}.json`), 'utf8'));

function leaves(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value))
      for (const [k, v] of leaves(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
  } else out.set(prefix, value);
  return out;
}

const otherLocales = locales.filter((locale) => locale !== 'en');

describe.each(otherLocales)('the %s catalogue', (locale) => {
  it('has a file for every namespace', () => {
    for (const namespace of namespaces)
      expect(fs.existsSync(path.join(root, 'messages', locale, `${namespace}.json`))).toBe(true);
  });

  it.each(namespaces)('has the English keys of %s, each with text', (namespace) => {
    const english = leaves(load('en', namespace));
    const translated = leaves(load(locale, namespace));
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, value] of translated) {
      expect({ key, type: typeof value }).toEqual({ key, type: typeof english.get(key) });
      if (typeof value === 'string' && english.get(key) !== '')
        expect({ key, empty: value.trim() === '' }).toEqual({ key, empty: false });
    }
  });
});

describe('the English catalogue', () => {
  it('has no file that lib/messages/en-messages.ts does not import', () => {
    const files = fs
      .readdirSync(path.join(root, 'messages', 'en'))
      .filter((file) => file.endsWith('.json'))
      .map((file) => file.slice(0, -'.json'.length))
      .sort();
    expect(files).toEqual([...namespaces].sort());
  });
});
