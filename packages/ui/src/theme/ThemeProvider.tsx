import type { ReactNode } from 'react';
import { ThemeProvider as SCThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle.ts';
import { theme } from './theme.ts';

/**
 * Provides the design tokens to every component and applies the global style.
 * @param props.children - the tree to theme
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  return (
    <SCThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </SCThemeProvider>
  );
}
