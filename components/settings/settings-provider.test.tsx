/** @jest-environment jsdom */
import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SettingsProvider, useSettings } from './settings-provider';

// Without a ThemeProvider, next-themes reports no theme: the settings show 'system'.
function wrapper({ children }: { children: ReactNode }) {
  return <SettingsProvider>{children}</SettingsProvider>;
}

beforeAll(() => {
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
  })) as never;
});

beforeEach(() => {
  localStorage.clear();
  document.documentElement.className = '';
  document.documentElement.removeAttribute('style');
  jest.spyOn(console, 'info').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('SettingsProvider', () => {
  it('throws a clear developer error when used outside its provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    function Orphan() {
      useSettings();
      return null;
    }
    expect(() => render(<Orphan />)).toThrow(
      /useSettings\(\) was called outside <SettingsProvider>/,
    );
  });

  it('loads the stored entry merged over the defaults', () => {
    localStorage.setItem('yno-settings', JSON.stringify({ fontSize: 'large', bogus: 1 }));
    const { result } = renderHook(() => useSettings(), { wrapper });
    expect(result.current.ready).toBe(true);
    expect(result.current.settings).toMatchObject({
      fontSize: 'large',
      theme: 'system',
      showAnimations: true,
      analyticsOptIn: false,
      sidebarCollapsed: false,
    });
    expect(Object.keys(result.current.settings)).toHaveLength(15);
  });

  it('saves each change, applies it to <html> and announces it', () => {
    const { result } = renderHook(() => useSettings(), { wrapper });
    const announced: unknown[] = [];
    const listener = (event: Event) => announced.push((event as CustomEvent).detail);
    window.addEventListener('settingsChanged', listener);
    act(() => result.current.updateSetting('highContrast', true));
    act(() => result.current.updateSetting('fontSize', 'small'));
    window.removeEventListener('settingsChanged', listener);

    expect(JSON.parse(localStorage.getItem('yno-settings')!)).toMatchObject({
      highContrast: true,
      fontSize: 'small',
    });
    expect(document.documentElement.classList.contains('high-contrast')).toBe(true);
    expect(document.documentElement.style.getPropertyValue('--font-scale')).toBe('0.875');
    expect(announced).toHaveLength(2);
    expect(announced[1]).toMatchObject({ highContrast: true, fontSize: 'small' });
    expect(result.current.settings.fontSize).toBe('small');
  });

  it('never stores theme, sidebar or analytics a second time', () => {
    const { result } = renderHook(() => useSettings(), { wrapper });
    act(() => result.current.updateSetting('analyticsOptIn', true));
    act(() => result.current.updateSetting('sidebarCollapsed', true));
    expect(localStorage.getItem('yno-settings')).toBeNull();
    expect(JSON.parse(localStorage.getItem('yno-cookie-consent')!)).toMatchObject({
      preferences: { analytics: true },
      consentMethod: 'settings',
    });
    expect(document.cookie).toContain('sidebar:state=false');
    expect(document.documentElement.classList.contains('sidebar-collapsed')).toBe(true);
    expect(result.current.settings).toMatchObject({ analyticsOptIn: true, sidebarCollapsed: true });
  });

  it('imports, exports and resets', () => {
    const { result } = renderHook(() => useSettings(), { wrapper });
    let outcome: ReturnType<typeof result.current.importSettings> | undefined;
    act(() => {
      outcome = result.current.importSettings('{"compactMode":true,"analyticsOptIn":true,"x":1}');
    });
    expect(outcome).toMatchObject({
      ok: true,
      applied: ['compactMode', 'analyticsOptIn'],
      ignored: ['x'],
    });
    expect(result.current.settings).toMatchObject({ compactMode: true, analyticsOptIn: true });
    expect(JSON.parse(result.current.exportSettings())).toMatchObject({
      compactMode: true,
      analyticsOptIn: true,
    });

    jest.spyOn(console, 'error').mockImplementation(() => {});
    act(() => {
      outcome = result.current.importSettings('not json');
    });
    expect(outcome).toEqual({ ok: false, reason: 'invalidJson' });
    expect(console.error).toHaveBeenCalled();

    act(() => result.current.resetSettings());
    expect(localStorage.getItem('yno-settings')).toBeNull();
    expect(result.current.settings).toMatchObject({ compactMode: false, analyticsOptIn: false });
    expect(document.documentElement.classList.contains('compact')).toBe(false);
  });

  it('renders its children', () => {
    render(<div>child</div>, { wrapper });
    expect(screen.getByText('child')).toBeTruthy();
  });
});
