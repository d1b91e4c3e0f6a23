import { describe, expect, it } from 'vitest';
import { PageStore } from '../stores/stores.ts';
import { loadServiceStatus } from './serviceStatus.ts';

const answering = (status: number, body: string) =>
  (() => Promise.resolve(new Response(body, { status }))) as typeof fetch;

describe('service status banner', () => {
  it('shows the published message', async () => {
    const page = new PageStore();
    await loadServiceStatus(
      page,
      answering(200, JSON.stringify({ message: 'Planned maintenance on Sunday 1am to 3am.' })),
    );
    expect(page.showBanner).toBe(true);
    expect(page.bannerMessage).toBe('Planned maintenance on Sunday 1am to 3am.');
  });
  it('an empty message, a missing file, malformed JSON or a network failure show nothing', async () => {
    for (const f of [
      answering(200, JSON.stringify({ message: '' })),
      answering(404, 'not found'),
      answering(200, '{oops'),
      answering(200, JSON.stringify({ text: 'wrong shape' })),
      (() => Promise.reject(new TypeError('offline'))) as typeof fetch,
    ]) {
      const page = new PageStore();
      await loadServiceStatus(page, f);
      expect(page.showBanner).toBe(false);
    }
  });
});
