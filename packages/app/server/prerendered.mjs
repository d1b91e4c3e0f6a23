// The prerendered public pages (issue 9), shared by the build step that writes them
// (scripts/prerender.mjs) and the production server that sends them (server/serve.mjs).
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Stands in the prerendered files for the style nonce each response gets. */
export const STYLE_NONCE_PLACEHOLDER = '__STYLE_NONCE__';

/**
 * The "Something went wrong" page (the app's /error route, prerendered without its scripts) that
 * the server sends with a 502 or 504 when a browser navigates to a back-end path (e.g. /authorize)
 * and the back end is down or too slow (issue 17).
 */
export const GATEWAY_ERROR_FILE = 'gateway-error.html';

/**
 * Reads dist/prerendered: a map from route path to its two variants' HTML.
 * The file name is the path without its first slash, "/" as "__", then ".banner.html" or ".plain.html".
 * @param {string} dist - the build folder
 * @returns {Promise<Map<string, { banner?: string, plain?: string }>>}
 */
export async function loadPrerendered(dist) {
  const pages = new Map();
  let files = [];
  try {
    files = await readdir(join(dist, 'prerendered'));
  } catch {
    return pages; // a build without prerendered pages
  }
  for (const file of files) {
    const m = /^(.+)\.(banner|plain)\.html$/.exec(file);
    if (!m) continue;
    const path = `/${m[1].replace(/__/g, '/')}`;
    const entry = pages.get(path) ?? {};
    entry[m[2]] = await readFile(join(dist, 'prerendered', file), 'utf8');
    pages.set(path, entry);
  }
  return pages;
}

/**
 * Which variant a request gets: without a cookie choice the banner shows (spec 000 §4 "Cookies").
 * @param {string | undefined} cookieHeader - the request's Cookie header
 * @returns {'banner' | 'plain'}
 */
export function prerenderVariant(cookieHeader) {
  return /(?:^|;\s*)cookiePreference=(?:yes|no)(?:;|$)/.test(cookieHeader ?? '') ? 'plain' : 'banner';
}
