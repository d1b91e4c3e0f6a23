import { describe, expect, it } from 'vitest';
import { prerender } from './render.tsx';

// The build-time render (scripts/prerender.mjs runs it on the server bundle).
describe('prerender', () => {
  it('renders enter-email with its heading, field, title and styles; the banner only in its variant', async () => {
    const withBanner = await prerender('/enter-email', 'banner');
    expect(withBanner.title).toBe('Enter your email address - NHS login');
    expect(withBanner.html).toContain('Enter your email address');
    expect(withBanner.html).toContain('type="email"');
    expect(withBanner.html).toContain('Cookies on NHS login');
    expect(withBanner.styles).toMatch(/^<style[^>]*data-styled/);
    const plain = await prerender('/enter-email', 'plain');
    expect(plain.html).not.toContain('Cookies on NHS login');
    expect(plain.html).toContain('Enter your email address');
  });

  it('never writes an inline style attribute, which the strict CSP would block', async () => {
    for (const path of ['/enter-email', '/log-in-password', '/cookies', '/privacy']) {
      const { html } = await prerender(path, 'banner');
      expect(html, path).not.toMatch(/\sstyle="/);
    }
  });
});
