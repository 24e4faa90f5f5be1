'use client';

import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { getAnalyticsConsent, subscribeConsent } from '@/lib/consent/consent-state';
import { setAnalyticsConsent } from '@/lib/consent/set-analytics-consent';
import { browserStorage } from '@/lib/browser/browser-storage';
import { useBrowserStore } from '@/lib/browser/use-browser-store';
import { useTheme } from '@/lib/browser/use-theme';
import { applySettingsEffects } from '@/lib/settings/settings-effects';
import { settingsChanged } from '@/lib/settings/settings-events';
import {
  DEFAULT_SETTINGS,
  isValidSetting,
  pickStoredSettings,
  storedSettingKeys,
  type SettingKey,
  type Settings,
} from '@/lib/settings/settings-schema';
import { removeStoredSettings, saveStoredSettings } from '@/lib/settings/settings-storage';
import {
  exportSettings as toJson,
  importSettings as fromJson,
  type ImportResult,
} from '@/lib/settings/settings-transfer';
import {
  getStoredSettingsSnapshot,
  subscribeStoredSettings,
} from '@/lib/settings/stored-settings-store';
import { defaultStoredSettings } from '@/lib/settings/system-preferences';
import { isSidebarExpanded, setSidebarExpanded, subscribeSidebar } from '@/lib/site/sidebar-store';

export type SettingsApi = {
  /** False until the browser's stored values are known (server render and hydration). */
  ready: boolean;
  settings: Settings;
  updateSetting: <K extends SettingKey>(key: K, value: Settings[K]) => void;
  resetSettings: () => void;
  importSettings: (json: string) => ImportResult;
  exportSettings: () => string;
};

const SettingsContext = createContext<SettingsApi | null>(null);

/**
 * The 15 settings of docs/specification.md §3. Twelve live in 'yno-settings'; theme,
 * sidebarCollapsed and analyticsOptIn are read from and written to their one owner
 * (next-themes, the sidebar cookie, the consent record), so two copies can never disagree.
 * Every change is saved, applied to <html> and announced with the settingsChanged event.
 */
export function SettingsProvider({ children }: { children: ReactNode }) {
  const stored = useBrowserStore(subscribeStoredSettings, getStoredSettingsSnapshot);
  const sidebarExpanded = useBrowserStore(subscribeSidebar, isSidebarExpanded);
  const analytics = useBrowserStore(subscribeConsent, getAnalyticsConsent);
  const { theme, setTheme } = useTheme();
  const ready = stored !== null && sidebarExpanded !== null && analytics !== null;

  const settings = useMemo<Settings>(
    () => ({
      ...DEFAULT_SETTINGS,
      ...stored,
      theme: ready && isValidSetting('theme', theme) ? theme : DEFAULT_SETTINGS.theme,
      sidebarCollapsed: sidebarExpanded === false,
      analyticsOptIn: analytics === true,
    }),
    [stored, ready, theme, sidebarExpanded, analytics],
  );

  // Keeps <html> in step with changes from this page, other tabs and the operating system.
  useEffect(() => {
    if (stored) applySettingsEffects(stored, document.documentElement);
  }, [stored]);

  const commit = useCallback(
    (next: Settings, previous: Settings) => {
      if (next.theme !== previous.theme) setTheme(next.theme);
      if (next.sidebarCollapsed !== previous.sidebarCollapsed)
        setSidebarExpanded(!next.sidebarCollapsed);
      if (next.analyticsOptIn !== previous.analyticsOptIn) setAnalyticsConsent(next.analyticsOptIn);
      if (storedSettingKeys.some((key) => next[key] !== previous[key]))
        saveStoredSettings(browserStorage(), pickStoredSettings(next));
      settingsChanged.emit(next);
    },
    [setTheme],
  );

  const api = useMemo<SettingsApi>(
    () => ({
      ready,
      settings,
      updateSetting: (key, value) => commit({ ...settings, [key]: value }, settings),
      resetSettings: () => {
        removeStoredSettings(browserStorage());
        const defaults: Settings = {
          ...DEFAULT_SETTINGS,
          ...defaultStoredSettings(window.matchMedia?.bind(window)),
        };
        if (settings.theme !== defaults.theme) setTheme(defaults.theme);
        if (settings.sidebarCollapsed) setSidebarExpanded(true);
        if (settings.analyticsOptIn) setAnalyticsConsent(false);
        settingsChanged.emit(defaults);
      },
      importSettings: (json) => {
        const result = fromJson(json, settings);
        if (result.ok) commit(result.settings, settings);
        return result;
      },
      exportSettings: () => toJson(settings),
    }),
    [ready, settings, commit, setTheme],
  );

  return <SettingsContext.Provider value={api}>{children}</SettingsContext.Provider>;
}

/** The settings and their actions; only inside <SettingsProvider>. */
export function useSettings(): SettingsApi {
  const api = useContext(SettingsContext);
  if (!api) {
    throw new Error(
      'useSettings() was called outside <SettingsProvider>. Wrap the component (or the page that renders it) in <SettingsProvider>.',
    );
  }
  return api;
}
