import {
  buildConsentRecord,
  CONSENT_STORAGE_KEY,
  CONSENT_VERSION,
  readConsent,
  storedPreferences,
  writeConsent,
} from './consent-record';

class MemoryStorage {
  data = new Map<string, string>();
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.data.set(key, value);
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
}

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-03-01T12:00:00.000Z');
const daysAgo = (days: number, extraMs = 0) => new Date(now.getTime() - days * DAY - extraMs);

function stored(storage: MemoryStorage, at: Date) {
  writeConsent(
    storage,
    buildConsentRecord({ analytics: true, functional: false, marketing: false }, 'banner', at),
  );
}

describe('consent record', () => {
  it('stores preferences, an ISO timestamp, version 2.0 and the method', () => {
    const storage = new MemoryStorage();
    const record = buildConsentRecord(
      { analytics: false, functional: true, marketing: false },
      'settings',
      now,
    );
    writeConsent(storage, record);
    expect(JSON.parse(storage.getItem(CONSENT_STORAGE_KEY)!)).toEqual({
      preferences: { essential: true, analytics: false, functional: true, marketing: false },
      timestamp: '2026-03-01T12:00:00.000Z',
      version: '2.0',
      consentMethod: 'settings',
    });
    expect(CONSENT_VERSION).toBe('2.0');
  });

  it('keeps essential on whatever it is given', () => {
    const record = buildConsentRecord(
      { essential: false, analytics: false, functional: false, marketing: false } as never,
      'banner',
      now,
    );
    expect(record.preferences.essential).toBe(true);
  });

  it('is missing when nothing is stored', () => {
    expect(readConsent(new MemoryStorage(), now)).toEqual({ status: 'missing' });
  });

  it('is valid at 364 days and at exactly 365 days', () => {
    for (const age of [364, 365]) {
      const storage = new MemoryStorage();
      stored(storage, daysAgo(age));
      const result = readConsent(storage, now);
      expect(result.status).toBe('valid');
      expect(storage.getItem(CONSENT_STORAGE_KEY)).not.toBeNull();
    }
  });

  it('expires and is removed when older than 365 days (365 days + 1 ms, 366 days)', () => {
    for (const at of [daysAgo(365, 1), daysAgo(366)]) {
      const storage = new MemoryStorage();
      stored(storage, at);
      expect(readConsent(storage, now)).toEqual({ status: 'expired' });
      expect(storage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
    }
  });

  it.each([
    ['not JSON', '{"preferences":'],
    ['JSON null', 'null'],
    ['an array', '[]'],
    [
      'an older version',
      JSON.stringify({
        ...buildConsentRecord(
          { analytics: true, functional: true, marketing: true },
          'banner',
          now,
        ),
        version: '1.0',
      }),
    ],
    [
      'no version',
      JSON.stringify({
        preferences: { essential: true, analytics: true, functional: true, marketing: true },
        timestamp: now.toISOString(),
        consentMethod: 'banner',
      }),
    ],
    [
      'a bad timestamp',
      JSON.stringify({
        ...buildConsentRecord(
          { analytics: true, functional: true, marketing: true },
          'banner',
          now,
        ),
        timestamp: 'yesterday',
      }),
    ],
    [
      'a future timestamp',
      JSON.stringify(
        buildConsentRecord(
          { analytics: true, functional: true, marketing: true },
          'banner',
          new Date(now.getTime() + 3 * DAY),
        ),
      ),
    ],
    [
      'a string for a category',
      JSON.stringify({
        ...buildConsentRecord(
          { analytics: true, functional: true, marketing: true },
          'banner',
          now,
        ),
        preferences: { essential: true, analytics: 'yes', functional: true, marketing: true },
      }),
    ],
    [
      'essential off',
      JSON.stringify({
        ...buildConsentRecord(
          { analytics: true, functional: true, marketing: true },
          'banner',
          now,
        ),
        preferences: { essential: false, analytics: true, functional: true, marketing: true },
      }),
    ],
    [
      'an unknown method',
      JSON.stringify({
        ...buildConsentRecord(
          { analytics: true, functional: true, marketing: true },
          'banner',
          now,
        ),
        consentMethod: 'import',
      }),
    ],
  ])('treats %s as unreadable and removes it', (_, raw) => {
    const storage = new MemoryStorage();
    storage.setItem(CONSENT_STORAGE_KEY, raw);
    expect(readConsent(storage, now)).toEqual({ status: 'invalid' });
    expect(storage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
  });

  it('counts storage that throws as no consent', () => {
    const storage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {},
      removeItem: () => {},
    };
    expect(readConsent(storage, now)).toEqual({ status: 'missing' });
  });

  it('peeks at the stored preferences without removing anything', () => {
    const storage = new MemoryStorage();
    stored(storage, daysAgo(10));
    expect(storedPreferences(storage, now)).toEqual({
      essential: true,
      analytics: true,
      functional: false,
      marketing: false,
    });
    storage.setItem(CONSENT_STORAGE_KEY, 'garbage');
    expect(storedPreferences(storage, now)).toBeNull();
    expect(storage.getItem(CONSENT_STORAGE_KEY)).toBe('garbage');
  });
});
