import { DEFAULT_SETTINGS, settingKeys, type Settings } from './settings-schema';
import { exportSettings, importSettings, MAX_IMPORT_CHARS } from './settings-transfer';

const current: Settings = { ...DEFAULT_SETTINGS };

describe('settings import', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('copies known fields and ignores unknown ones', () => {
    const result = importSettings(
      JSON.stringify({ fontSize: 'large', highContrast: true, colour: 'pink', admin: true }),
      current,
    );
    expect(result).toEqual({
      ok: true,
      settings: { ...current, fontSize: 'large', highContrast: true },
      applied: ['fontSize', 'highContrast'],
      ignored: ['colour', 'admin'],
    });
  });

  it('skips known fields whose type or value is wrong', () => {
    const result = importSettings(
      JSON.stringify({
        theme: 'sepia',
        fontSize: 2,
        reducedMotion: 'true',
        compactMode: 1,
        autoSave: null,
        showAnimations: false,
      }),
      current,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.applied).toEqual(['showAnimations']);
    expect(result.settings).toEqual({ ...current, showAnimations: false });
    expect(result.ignored).toEqual(
      expect.arrayContaining(['theme', 'fontSize', 'reducedMotion', 'compactMode', 'autoSave']),
    );
  });

  it('fails on invalid JSON and logs an error', () => {
    expect(importSettings('{"theme": "dark",', current)).toEqual({
      ok: false,
      reason: 'invalidJson',
    });
    expect(console.error).toHaveBeenCalled();
  });

  it.each([
    ['an array', '[{"theme":"dark"}]', 'notAnObject'],
    ['null', 'null', 'notAnObject'],
    ['a number', '42', 'notAnObject'],
    ['an object with nothing known', '{"foo":1}', 'nothingToImport'],
  ])('fails on %s', (_, text, reason) => {
    expect(importSettings(text, current)).toEqual({ ok: false, reason });
  });

  it('ignores __proto__ and constructor and pollutes no prototype', () => {
    const text =
      '{"__proto__":{"polluted":true,"highContrast":true},"constructor":{"prototype":{"polluted":true}},"compactMode":true}';
    const result = importSettings(text, current);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.applied).toEqual(['compactMode']);
    expect(result.settings.highContrast).toBe(false);
    expect(Object.getPrototypeOf(result.settings)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.keys(result.settings).sort()).toEqual([...settingKeys].sort());
  });

  it('survives a 2 MB input quickly, refusing it without parsing', () => {
    const huge = JSON.stringify({ fontSize: 'large', padding: 'x'.repeat(2 * 1024 * 1024) });
    const started = Date.now();
    expect(importSettings(huge, current)).toEqual({ ok: false, reason: 'tooLarge' });
    expect(Date.now() - started).toBeLessThan(200);
    expect(huge.length).toBeGreaterThan(MAX_IMPORT_CHARS);
  });

  it('survives deeply nested input just under the limit', () => {
    const depth = (MAX_IMPORT_CHARS - 2) / 2;
    const nested = `${'['.repeat(depth)}${']'.repeat(depth)}`;
    expect(importSettings(nested, current).ok).toBe(false);
    expect(importSettings(`{"a":${nested}}`.slice(0, MAX_IMPORT_CHARS), current).ok).toBe(false);
  });
});

describe('settings export', () => {
  it('returns formatted JSON of all 15 fields that imports back unchanged', () => {
    const settings: Settings = { ...DEFAULT_SETTINGS, theme: 'dark', fontSize: 'small' };
    const text = exportSettings(settings);
    expect(text).toContain('\n  "theme": "dark",\n');
    expect(Object.keys(JSON.parse(text))).toEqual(settingKeys);
    expect(settingKeys).toHaveLength(15);
    const back = importSettings(text, DEFAULT_SETTINGS);
    expect(back.ok && back.settings).toEqual(settings);
  });
});
