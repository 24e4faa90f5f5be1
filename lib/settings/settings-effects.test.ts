/** @jest-environment jsdom */
import { DEFAULT_SETTINGS, pickStoredSettings } from './settings-schema';
import { applySettingsEffects } from './settings-effects';

describe('settings effects on <html>', () => {
  const html = document.documentElement;

  it('toggles one class per setting and sets the font scale, leaving other classes alone', () => {
    html.className = 'dark sidebar-collapsed';
    applySettingsEffects(
      {
        ...pickStoredSettings(DEFAULT_SETTINGS),
        reducedMotion: true,
        highContrast: true,
        dyslexiaFriendly: true,
        compactMode: true,
        showAnimations: false,
        fontSize: 'large',
      },
      html,
    );
    expect([...html.classList].sort()).toEqual([
      'animations-off',
      'compact',
      'dark',
      'dyslexia-friendly',
      'high-contrast',
      'reduced-motion',
      'sidebar-collapsed',
    ]);
    expect(html.style.getPropertyValue('--font-scale')).toBe('1.125');

    applySettingsEffects(pickStoredSettings(DEFAULT_SETTINGS), html);
    expect([...html.classList].sort()).toEqual(['dark', 'sidebar-collapsed']);
    expect(html.style.getPropertyValue('--font-scale')).toBe('');
  });
});
