export { theme, fontSize, focusText, focusInput, tabletUp, desktopUp } from './theme.ts';
export type { Theme } from './theme.ts';
export { GlobalStyle } from './GlobalStyle.ts';
export { ThemeProvider } from './ThemeProvider.tsx';
