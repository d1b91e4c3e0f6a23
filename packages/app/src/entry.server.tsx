import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';

/** How long a render may take before it is abandoned (ms): the server then answers its error page. */
export const streamTimeout = 5_000;

/**
 * The framework build's document render (issue 55, decision 0075): the whole page is rendered
 * before anything is sent (`onAllReady`), so that styled-components' styles go into the head with
 * the response's nonce, and the router's inline scripts carry the same nonce (the CSP's
 * `script-src 'nonce-…'`). The nonce comes from the server (server/app.mjs) in the load context.
 * @param request - the page's request
 * @param status - the status the router chose (200, 404, 422 …)
 * @param headers - the headers the router chose
 * @param context - the router's context
 * @param loadContext - `{ nonce }`: this response's nonce (base64)
 * @returns the page as HTML, all at once
 */
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
  loadContext: { nonce?: string },
): Promise<Response> {
  const nonce = loadContext?.nonce;
  const sheet = new ServerStyleSheet();
  return new Promise((resolve, reject) => {
    let failed: unknown;
    const { pipe, abort } = renderToPipeableStream(
      sheet.collectStyles(<ServerRouter context={context} url={request.url} nonce={nonce} />),
      {
        nonce,
        onAllReady() {
          const body = new PassThrough();
          const chunks: Buffer[] = [];
          body.on('data', (chunk: Buffer) => chunks.push(chunk));
          body.on('end', () => {
            const styles = sheet.getStyleTags().replaceAll('<style ', `<style nonce="${nonce ?? ''}" `);
            sheet.seal();
            const html = Buffer.concat(chunks).toString('utf8').replace('</head>', `${styles}</head>`);
            headers.set('Content-Type', 'text/html; charset=utf-8');
            resolve(new Response(html, { status: failed ? 500 : status, headers }));
          });
          pipe(body);
        },
        onShellError(error) {
          sheet.seal();
          reject(error instanceof Error ? error : new Error(String(error)));
        },
        onError(error) {
          failed = error;
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}
