/**
 * Finds the browser storage keys a source tree uses, so that the cookie policy's inventory can
 * be compared with the code. It reads source text, not a syntax tree: the project's storage code
 * follows a few plain shapes, and a shape it cannot resolve is reported rather than ignored.
 *
 * Recognised:
 * - `x.getItem(KEY)`, `x.setItem(KEY, …)`, `x.removeItem(KEY)` on any storage object;
 * - cookie strings such as `${NAME}=value; path=/` and `cookies.set(NAME, …)`;
 * - constants named `…STORAGE_KEY`, `…_COOKIE` or `…COOKIE_NAME` holding a string;
 * - the next-themes `storageKey` prop and next-intl's `localeCookie.name`.
 * A key is a string literal, a template made of one `${CONSTANT}`, or an UPPER_CASE constant
 * declared with a string literal somewhere in the tree. Lower-case identifiers are parameters
 * of storage helpers; their callers pass one of the named constants, which are found above.
 */
export type SourceFile = { path: string; text: string };
export type StorageKind = 'localStorage' | 'cookie';
export type FoundKey = { kind: StorageKind; name: string; path: string };
export type StorageScan = { keys: FoundKey[]; unresolved: { path: string; expression: string }[] };

const CONSTANT =
  /(?:^|[^\w$.])const\s+([A-Z][A-Z0-9_]*)\s*(?::\s*string\s*)?=\s*(['"`])([^'"`$\\\n]*)\2/g;
const STORAGE_CALL = /\.(?:getItem|setItem|removeItem)\(\s*([^,)]+?)\s*[,)]/g;
const COOKIE_STRING =
  /['"`](?:\$\{([A-Za-z_$][\w$.]*)\}|([A-Za-z0-9_:.-]+))=[^;'"`\n]*;\s*(?:path|max-age|expires|samesite|domain|secure)\b/gi;
const COOKIE_SET = /cookies\.set\(\s*([^,)]+?)\s*[,)]/g;
const NAMED_CONSTANT = /(?:STORAGE_KEY|_COOKIE|COOKIE_NAME)$/;
const KEY_EXPRESSION = String.raw`(['"\x60][^'"\x60]*['"\x60]|[A-Za-z_$][\w$.]*)`;
const THEME_STORAGE_PROP = new RegExp(
  String.raw`\bstorageKey\s*[=:]\s*\{?\s*` + KEY_EXPRESSION,
  'g',
);
const LOCALE_COOKIE_OPTION = new RegExp(
  String.raw`\blocaleCookie\s*:\s*\{[^}]*?\bname\s*:\s*` + KEY_EXPRESSION,
  'g',
);

/** Drops block comments and whole-line comments, so prose about storage is not counted. */
function stripComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}

function collectConstants(files: SourceFile[]): Map<string, string> {
  const constants = new Map<string, string>();
  for (const file of files) {
    for (const match of stripComments(file.text).matchAll(CONSTANT)) {
      constants.set(match[1], match[3]);
    }
  }
  return constants;
}

type Resolution = { name: string } | { unresolved: true } | { parameter: true };

function resolve(expression: string, constants: Map<string, string>): Resolution {
  const expr = expression.trim().replace(/\s+as\s+const$/, '');
  const literal = /^(['"`])([^'"`]*)\1$/.exec(expr);
  if (literal) {
    const inner = literal[2];
    const template = /^\$\{([A-Za-z_$][\w$.]*)\}$/.exec(inner);
    if (template) return resolve(template[1], constants);
    if (inner.includes('${')) return { unresolved: true };
    return { name: inner };
  }
  const identifier = /^(?:[A-Za-z_$][\w$]*\.)*([A-Za-z_$][\w$]*)$/.exec(expr);
  if (identifier && /^[A-Z][A-Z0-9_]*$/.test(identifier[1])) {
    const value = constants.get(identifier[1]);
    return value === undefined ? { unresolved: true } : { name: value };
  }
  if (identifier) return { parameter: true };
  return { unresolved: true };
}

export function scanStorageKeys(files: SourceFile[]): StorageScan {
  const constants = collectConstants(files);
  const keys: FoundKey[] = [];
  const unresolved: StorageScan['unresolved'] = [];

  const record = (kind: StorageKind, expression: string, path: string) => {
    const result = resolve(expression, constants);
    if ('name' in result) keys.push({ kind, name: result.name, path });
    else if ('unresolved' in result) unresolved.push({ path, expression: expression.trim() });
  };

  for (const file of files) {
    const text = stripComments(file.text);
    for (const match of text.matchAll(STORAGE_CALL)) record('localStorage', match[1], file.path);
    for (const match of text.matchAll(THEME_STORAGE_PROP))
      record('localStorage', match[1], file.path);
    for (const match of text.matchAll(COOKIE_SET)) record('cookie', match[1], file.path);
    for (const match of text.matchAll(LOCALE_COOKIE_OPTION)) record('cookie', match[1], file.path);
    for (const match of text.matchAll(COOKIE_STRING)) {
      if (match[2] !== undefined) keys.push({ kind: 'cookie', name: match[2], path: file.path });
      else record('cookie', `\`\${${match[1]}}\``, file.path);
    }
    for (const match of text.matchAll(CONSTANT)) {
      if (!NAMED_CONSTANT.test(match[1])) continue;
      const kind: StorageKind = /STORAGE_KEY$/.test(match[1]) ? 'localStorage' : 'cookie';
      keys.push({ kind, name: match[3], path: file.path });
    }
  }
  return { keys, unresolved };
}
