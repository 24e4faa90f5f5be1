import { scanStorageKeys, type SourceFile } from './storage-key-scan';

const file = (path: string, text: string): SourceFile => ({ path, text });
const names = (files: SourceFile[]) =>
  scanStorageKeys(files)
    .keys.map((key) => `${key.kind}:${key.name}`)
    .sort();

describe('scanStorageKeys', () => {
  it('finds string literals and named constants passed to storage calls', () => {
    const files = [
      file('a.ts', "export const PREFS = 'yno-prefs';\nlocalStorage.setItem(PREFS, '1');"),
      file('b.ts', "window.localStorage.getItem('plain');\nstorage?.removeItem(PREFS);"),
    ];
    expect(names(files)).toEqual([
      'localStorage:plain',
      'localStorage:yno-prefs',
      'localStorage:yno-prefs',
    ]);
  });

  it('counts constants named as storage keys or cookies, wherever they are used', () => {
    const files = [
      file(
        'keys.ts',
        "export const CHAT_STORAGE_KEY = 'yno-chat';\nexport const SIDE_COOKIE = 'side';",
      ),
      file('other.ts', "export const SOMETHING_ELSE = 'not-a-key';"),
    ];
    expect(names(files)).toEqual(['cookie:side', 'localStorage:yno-chat']);
  });

  it('finds cookies written as strings, by literal name or constant', () => {
    const files = [
      file(
        'c.ts',
        "const LANG_NAME = 'lang';\ndocument.cookie = `${LANG_NAME}=${code}; path=/; max-age=10`;",
      ),
      file('d.ts', "document.cookie = 'flag=1; path=/';"),
      file('e.ts', 'response.cookies.set(LANG_NAME, value);'),
    ];
    expect(names(files)).toEqual(['cookie:flag', 'cookie:lang', 'cookie:lang']);
  });

  it('resolves a constant interpolated into an inline script', () => {
    const files = [
      file('k.ts', "export const CONSENT_KEY = 'yno-consent';"),
      file('s.ts', "const script = `var r = localStorage.getItem('${CONSENT_KEY}');`;"),
    ];
    expect(names(files)).toEqual(['localStorage:yno-consent']);
  });

  it('reads the next-themes and next-intl options', () => {
    const files = [
      file('t.tsx', '<ThemeProvider attribute="class" storageKey="theme">'),
      file(
        'r.ts',
        "const LOCALE_NAME = 'L';\ndefineRouting({ localeCookie: { name: LOCALE_NAME, maxAge: 1 } });",
      ),
    ];
    expect(names(files)).toEqual(['cookie:L', 'localStorage:theme']);
  });

  it('leaves helper parameters to their callers and reports constants it cannot resolve', () => {
    const scan = scanStorageKeys([
      file('h.ts', 'function read(key: string) { return localStorage.getItem(key); }'),
      file('x.ts', 'localStorage.setItem(MISSING_KEY, "1");\nlocalStorage.getItem(`p-${id}`);'),
      file('y.ts', 'document.cookie = `${name}=; path=/; max-age=0`;'),
    ]);
    expect(scan.keys).toEqual([]);
    expect(scan.unresolved).toEqual([
      { path: 'x.ts', expression: 'MISSING_KEY' },
      { path: 'x.ts', expression: '`p-${id}`' },
    ]);
  });

  it('ignores storage mentioned in comments', () => {
    const files = [
      file('c.ts', "// localStorage.getItem('old-key')\n/* document.cookie = 'x=1; path=/' */"),
    ];
    expect(names(files)).toEqual([]);
  });
});
