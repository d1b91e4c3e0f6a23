import type { ReactNode } from 'react';
import { ThemeProvider as SCThemeProvider } from 'styled-components';
import { LabelsProvider, type UiLabels } from '../labels/Labels.tsx';
import { GlobalStyle } from './GlobalStyle.ts';
import { theme, type ColourToken } from './theme.ts';

/** Props of {@link ThemeProvider}. */
export interface ThemeProviderProps {
  /** The texts the components say on their own ("Error:", "Back", …): see UiLabels. */
  labels: UiLabels;
  /** Colours to override (token name to CSS colour), set as the tokens' custom properties. */
  colours?: Partial<Record<ColourToken, string>>;
  /** The tree to theme. */
  children: ReactNode;
}

/**
 * Provides the design tokens and the components' labels to every component, and applies the
 * global style (which sets the colour custom properties on :root).
 */
export function ThemeProvider({ labels, colours, children }: ThemeProviderProps) {
  return (
    <SCThemeProvider theme={theme}>
      <GlobalStyle colours={colours} />
      <LabelsProvider labels={labels}>{children}</LabelsProvider>
    </SCThemeProvider>
  );
}
