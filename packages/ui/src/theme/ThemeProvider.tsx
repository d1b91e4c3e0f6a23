import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria';
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
  /**
   * The BCP 47 locale of the page (`en-GB`, `cy`; issue 46), for react-aria's own announcements and
   * formatting (its `I18nProvider`). None: the browser's, as react-aria reads it.
   */
  locale?: string;
  /** The tree to theme. */
  children: ReactNode;
}

/**
 * Provides the design tokens and the components' labels to every component, and applies the
 * global style (which sets the colour custom properties on :root).
 */
export function ThemeProvider({ labels, colours, locale, children }: ThemeProviderProps) {
  const labelled = <LabelsProvider labels={labels}>{children}</LabelsProvider>;
  return (
    <SCThemeProvider theme={theme}>
      <GlobalStyle colours={colours} />
      {/* Without a locale, react-aria reads the browser's, when a component first asks (issue 23). */}
      {locale ? <I18nProvider locale={locale}>{labelled}</I18nProvider> : labelled}
    </SCThemeProvider>
  );
}
