export {
  theme,
  tokens,
  colourProperty,
  colourProperties,
  fontSize,
  focusText,
  focusInput,
  tabletUp,
  desktopUp,
} from './theme.ts';
export type { ColourToken, Theme } from './theme.ts';
export { GlobalStyle } from './GlobalStyle.ts';
export { ThemeProvider, type ThemeProviderProps } from './ThemeProvider.tsx';
