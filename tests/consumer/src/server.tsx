import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { FormPage } from './FormPage.tsx';

/**
 * Server rendering with styled-components, as the README shows: collect the styles while
 * rendering, put them in the head, then hydrate in the browser (client.tsx). Prints the page;
 * the test saves it.
 */
const sheet = new ServerStyleSheet();
try {
  const body = renderToString(sheet.collectStyles(<FormPage />));
  const styles = sheet.getStyleTags();
  console.log(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>What is your name? - Consumer fixture</title>${styles}</head><body><div id="root">${body}</div><script type="module" src="client.js"></script></body></html>`,
  );
} finally {
  sheet.seal();
}
