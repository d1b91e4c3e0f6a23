import { createGlobalStyle } from 'styled-components';
import { focusText, fontSize, theme } from './theme.ts';

/** Global base styles: box sizing, body typography, link colours and focus states. */
export const GlobalStyle = createGlobalStyle`
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
