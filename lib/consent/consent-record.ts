/**
 * The stored cookie consent record (docs/specification.md §3, §4 and §9): where it lives, what
 * a valid one looks like, and when it has expired.
 */
export const CONSENT_STORAGE_KEY = 'yno-cookie-consent';
export const CONSENT_VERSION = '2.0';
export const CONSENT_MAX_AGE_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;
export const CONSENT_MAX_AGE_MS = CONSENT_MAX_AGE_DAYS * DAY_MS;
/** A record dated further ahead than this cannot be trusted for its age. */
export const CLOCK_SKEW_MS = DAY_MS;

export const consentCategories = ['essential', 'analytics', 'functional', 'marketing'] as const;
export type ConsentCategory = (typeof consentCategories)[number];
export type OptionalCategory = Exclude<ConsentCategory, 'essential'>;
export const optionalCategories: readonly OptionalCategory[] = [
  'analytics',
  'functional',
  'marketing',
];

export type ConsentPreferences = {
  essential: true;
  analytics: boolean;
  functional: boolean;
  marketing: boolean;
};

export type ConsentMethod = 'banner' | 'settings';

export type ConsentRecord = {
  preferences: ConsentPreferences;
  timestamp: string;
  version: typeof CONSENT_VERSION;
  consentMethod: ConsentMethod;
};

export type ConsentReadResult =
  | { status: 'valid'; record: ConsentRecord }
  | { status: 'missing' }
  | { status: 'expired' }
  | { status: 'invalid' };

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const essentialOnly: ConsentPreferences = {
  essential: true,
  analytics: false,
  functional: false,
  marketing: false,
};

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parsePreferences(value: unknown): ConsentPreferences | null {
  if (!isObject(value) || value.essential !== true) return null;
  const { analytics, functional, marketing } = value;
  if (
    typeof analytics !== 'boolean' ||
    typeof functional !== 'boolean' ||
    typeof marketing !== 'boolean'
  )
    return null;
  return { essential: true, analytics, functional, marketing };
}

/** Checks the shape and version of a parsed record; anything else counts as unreadable. */
export function parseConsentRecord(value: unknown): ConsentRecord | null {
  if (!isObject(value) || value.version !== CONSENT_VERSION) return null;
  const preferences = parsePreferences(value.preferences);
  const { timestamp, consentMethod } = value;
  if (!preferences || typeof timestamp !== 'string' || Number.isNaN(Date.parse(timestamp)))
    return null;
  if (consentMethod !== 'banner' && consentMethod !== 'settings') return null;
  return { preferences, timestamp, version: CONSENT_VERSION, consentMethod };
}

/** Older than 365 days is expired; exactly 365 days old is still valid. */
export function isConsentExpired(record: ConsentRecord, now: Date): boolean {
  return now.getTime() - Date.parse(record.timestamp) > CONSENT_MAX_AGE_MS;
}

/** Judges a stored value without touching storage. */
export function inspectConsent(raw: string | null, now = new Date()): ConsentReadResult {
  if (raw === null) return { status: 'missing' };
  let record: ConsentRecord | null = null;
  try {
    record = parseConsentRecord(JSON.parse(raw));
  } catch {
    record = null;
  }
  if (!record || Date.parse(record.timestamp) - now.getTime() > CLOCK_SKEW_MS) {
    return { status: 'invalid' };
  }
  if (isConsentExpired(record, now)) return { status: 'expired' };
  return { status: 'valid', record };
}

function readRaw(storage: KeyValueStorage): string | null {
  try {
    return storage.getItem(CONSENT_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * Reads the stored record. An expired, unreadable or future-dated record is removed, so the
 * banner asks again. Storage that cannot be read counts as no consent.
 */
export function readConsent(storage: KeyValueStorage, now = new Date()): ConsentReadResult {
  const result = inspectConsent(readRaw(storage), now);
  if (result.status === 'expired' || result.status === 'invalid') {
    try {
      storage.removeItem(CONSENT_STORAGE_KEY);
    } catch {
      // Nothing more can be done about storage that refuses writes.
    }
  }
  return result;
}

/** The preferences of a valid stored record, otherwise null. Never writes. */
export function storedPreferences(
  storage: KeyValueStorage,
  now = new Date(),
): ConsentPreferences | null {
  const result = inspectConsent(readRaw(storage), now);
  return result.status === 'valid' ? result.record.preferences : null;
}

/** A record for these preferences, made now; essential is always on. */
export function buildConsentRecord(
  preferences: Omit<ConsentPreferences, 'essential'>,
  consentMethod: ConsentMethod,
  now = new Date(),
): ConsentRecord {
  return {
    preferences: {
      essential: true,
      analytics: preferences.analytics,
      functional: preferences.functional,
      marketing: preferences.marketing,
    },
    timestamp: now.toISOString(),
    version: CONSENT_VERSION,
    consentMethod,
  };
}

/** Stores the record; throws when the browser refuses the write. */
export function writeConsent(storage: KeyValueStorage, record: ConsentRecord): void {
  storage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record));
}
