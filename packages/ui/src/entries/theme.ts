export type { ThemeMode, TrellisColors, TrellisTheme } from '../theme/theme-types';
export { lightTheme } from '../theme/light-theme';
export { darkTheme } from '../theme/dark-theme';
export { GlobalStyle } from '../theme/global-style';
export { useThemeStore, THEME_STORAGE_KEY } from '../theme/theme-store';
export {
  TrellisThemeProvider,
  type TrellisThemeProviderProps,
} from '../theme/trellis-theme-provider';
export { contrastRatio } from '../theme/contrast';
