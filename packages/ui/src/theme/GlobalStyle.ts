import { createGlobalStyle } from 'styled-components';
import { colourProperties, focusText, fontSize, theme, type ColourToken } from './theme.ts';

/**
 * Global base styles: the colour custom properties (tokens, then the service's `colours`
 * overrides), box sizing, body typography, wrapping of long words, link colours and focus states.
 */
export const GlobalStyle = createGlobalStyle<{ colours?: Partial<Record<ColourToken, string>> }>`
  :root { ${colourProperties()} ${(p) => (p.colours ? colourProperties(p.colours) : '')} }
  *, *::before, *::after { box-sizing: border-box; }
  html { background-color: ${theme.colour.pageBackground}; -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${theme.font.family};
    font-weight: ${theme.font.weightNormal};
    color: ${theme.colour.text};
    background-color: ${theme.colour.pageBackground};
    ${fontSize(19)}
    -webkit-font-smoothing: antialiased;
    /* Long unbroken words (addresses, emails) wrap instead of overflowing at 320px (WCAG 1.4.10).
       "anywhere" also lets shrink-to-fit boxes (buttons, labels, legends) narrow to fit. */
    overflow-wrap: break-word;
    overflow-wrap: anywhere;
  }
  a {
    color: ${theme.colour.link};
    text-decoration: underline;
    &:visited { color: ${theme.colour.linkVisited}; }
    &:hover { color: ${theme.colour.linkHover}; text-decoration: none; }
    &:active { color: ${theme.colour.linkActive}; }
    &:focus-visible { ${focusText} }
  }
  img { max-width: 100%; }
`;
