import { mergeSettings } from './merge-settings';
import { DEFAULT_SETTINGS, settingKeys } from './settings-schema';

describe('mergeSettings', () => {
  it('copies own, known, valid fields over the base and reports the rest', () => {
    const result = mergeSettings(
      { ...DEFAULT_SETTINGS },
      { theme: 'dark', fontSize: 'huge', autoSave: false, unknown: true },
      settingKeys,
    );
    expect(result.settings).toEqual({ ...DEFAULT_SETTINGS, theme: 'dark', autoSave: false });
    expect(result.applied).toEqual(['theme', 'autoSave']);
    expect(result.ignored).toEqual(['fontSize', 'unknown']);
  });

  it('reads nothing from the prototype chain', () => {
    const input = Object.create({ compactMode: true });
    expect(mergeSettings({ ...DEFAULT_SETTINGS }, input, settingKeys).applied).toEqual([]);
  });

  it('leaves the base untouched and ignores inputs that are not objects', () => {
    const base = { ...DEFAULT_SETTINGS };
    for (const input of [null, 'text', 42, [true], undefined])
      expect(mergeSettings(base, input, settingKeys)).toEqual({
        settings: base,
        applied: [],
        ignored: [],
      });
    mergeSettings(base, { compactMode: true }, settingKeys);
    expect(base.compactMode).toBe(false);
  });
});
