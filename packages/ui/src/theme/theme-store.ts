import { create } from 'zustand';
import type { ThemeMode } from './theme-types';

export const THEME_STORAGE_KEY = 'theme';

interface ThemeState {
  mode: ThemeMode;
  toggle: () => void;
  setMode: (mode: ThemeMode) => void;
}

function readStoredMode(): ThemeMode {
  try {
    return globalThis.localStorage?.getItem(THEME_STORAGE_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

/** Mirrors the mode on the root element (`dark` class) and in localStorage (kept across visits). */
function applyMode(mode: ThemeMode): void {
  if (typeof document !== 'undefined')
    document.documentElement.classList.toggle('dark', mode === 'dark');
  try {
    globalThis.localStorage?.setItem(THEME_STORAGE_KEY, mode);
  } catch {
    // Storage can be unavailable (private mode, quota); the theme still applies for this visit.
  }
}

export const useThemeStore = create<ThemeState>((set, get) => {
  const initial = readStoredMode();
  if (typeof document !== 'undefined')
    document.documentElement.classList.toggle('dark', initial === 'dark');
  return {
    mode: initial,
    setMode: (mode) => {
      applyMode(mode);
      set({ mode });
    },
    toggle: () => get().setMode(get().mode === 'dark' ? 'light' : 'dark'),
  };
});
