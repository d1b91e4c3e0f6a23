import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer } from './static-server.mjs';

// Issue 29, item 7: the static server keeps to its folder and survives a malformed URL.
describe('static server', () => {
  const base = mkdtempSync(join(tmpdir(), 'static-server-'));
  const root = join(base, 'site');
  const app = createStaticServer(root);

  beforeAll(async () => {
    mkdirSync(join(root, 'sub'), { recursive: true });
    writeFileSync(join(root, 'index.html'), '<p>home</p>');
    writeFileSync(join(root, 'index.json'), '{"v":1}');
    writeFileSync(join(root, 'sub', 'index.html'), '<p>sub</p>');
    // A sibling whose name starts with the served folder's name: `startsWith(root)` let it through.
    mkdirSync(join(base, 'site-secret'));
    writeFileSync(join(base, 'site-secret', 'key.txt'), 'the sibling folder content');
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(base, { recursive: true, force: true });
  });

  it('serves files with their type, and index.html for a folder', async () => {
    const json = await app.inject('/index.json');
    expect(json.statusCode).toBe(200);
    expect(json.headers['content-type']).toMatch(/^application\/json/);
    expect((await app.inject('/sub/')).body).toBe('<p>sub</p>');
    expect((await app.inject('/')).body).toBe('<p>home</p>');
  });

  it.each([
    '/..%2fsite-secret/key.txt',
    '/%2e%2e/site-secret/key.txt',
    '/../site-secret/key.txt',
    '/sub/..%2f..%2fsite-secret/key.txt',
  ])('never serves a sibling folder (%s)', async (url) => {
    const response = await app.inject(url);
    expect(response.body).not.toContain('the sibling folder content');
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
  });

  it('answers a malformed URL with a client error and keeps serving', async () => {
    const response = await app.inject('/%E0%A4%A');
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect((await app.inject('/index.json')).statusCode).toBe(200);
  });

  it('answers 404 for a file that is not there', async () => {
    expect((await app.inject('/missing.js')).statusCode).toBe(404);
  });
});
