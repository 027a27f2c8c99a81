import { create } from 'zustand';
import type { ThemeMode } from './theme-types';

export const THEME_STORAGE_KEY = 'theme';

interface ThemeState {
  mode: ThemeMode;
  toggle: () => void;
  setMode: (mode: ThemeMode) => void;
}

const asMode = (stored: string | null | undefined): ThemeMode =>
  stored === 'dark' ? 'dark' : 'light';

function readStoredMode(): ThemeMode {
  try {
    return asMode(globalThis.localStorage?.getItem(THEME_STORAGE_KEY));
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

/**
 * Runs `change` with CSS transitions off until the next frames are drawn: otherwise every button,
 * field and icon fades to its new colours on its own schedule, and the page flickers through
 * half-switched colours for a moment.
 */
function withoutTransitions(change: () => void): void {
  if (typeof document === 'undefined' || typeof requestAnimationFrame === 'undefined') {
    change();
    return;
  }
  const pause = document.createElement('style');
  pause.textContent = '*, *::before, *::after { transition: none !important; }';
  document.head.appendChild(pause);
  change();
  // Two frames: the new colours are computed and drawn before transitions come back.
  requestAnimationFrame(() => requestAnimationFrame(() => pause.remove()));
}

export const useThemeStore = create<ThemeState>((set, get) => {
  const initial = readStoredMode();
  if (typeof document !== 'undefined')
    document.documentElement.classList.toggle('dark', initial === 'dark');
  // A theme chosen in another tab of the app is followed here at once, so two open tabs never
  // disagree (the browser tells every other tab of the origin when storage changes).
  if (typeof window !== 'undefined')
    window.addEventListener('storage', (event) => {
      if (event.key !== THEME_STORAGE_KEY) return;
      const mode = asMode(event.newValue);
      if (mode !== get().mode) get().setMode(mode);
    });
  return {
    mode: initial,
    setMode: (mode) =>
      withoutTransitions(() => {
        applyMode(mode);
        set({ mode });
      }),
    toggle: () => get().setMode(get().mode === 'dark' ? 'light' : 'dark'),
  };
});
