// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_VIEW_EVENT, trackPageView, type PageView } from './analytics.ts';
import { loadAnalyticsScript } from './analyticsScript.ts';
import { isNativeAppUserAgent } from './userAgent.ts';

afterEach(() => document.head.querySelectorAll('script').forEach((s) => s.remove()));

describe('analytics script (spec 000 §1; docs/DECISIONS.md "analytics script address")', () => {
  const HASH = 'sha384-rHscrEp0ylLX+/bn19LFeIKiq/feTGVteSDYWl9lxdMPnB1f84f3f8ZuAk7S+Uk8';

  it('loads nothing when no address is configured', () => {
    loadAnalyticsScript(undefined, HASH);
    loadAnalyticsScript('', HASH);
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('loads nothing without an integrity hash (issue 24)', () => {
    loadAnalyticsScript('/analytics.js', undefined);
    loadAnalyticsScript('/analytics.js', '');
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('loads the configured script once, asynchronously, with its integrity hash and no credentials', () => {
    loadAnalyticsScript('/analytics.js', HASH);
    loadAnalyticsScript('/analytics.js', HASH);
    const scripts = document.querySelectorAll<HTMLScriptElement>('script[data-analytics]');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.getAttribute('src')).toBe('/analytics.js');
    expect(scripts[0]!.getAttribute('integrity')).toBe(HASH);
    expect(scripts[0]!.getAttribute('crossorigin')).toBe('anonymous');
    expect(scripts[0]!.async).toBe(true);
  });
});

describe('page views (spec 000 §1)', () => {
  it('each page view raises an event carrying only the route id and time', () => {
    const seen: PageView[] = [];
    const listener = (e: Event) => seen.push((e as CustomEvent<PageView>).detail);
    window.addEventListener(PAGE_VIEW_EVENT, listener);
    trackPageView('consent:nhs-login-consent', '/nhs-login-consent');
    window.removeEventListener(PAGE_VIEW_EVENT, listener);
    expect(seen).toHaveLength(1);
    expect(Object.keys(seen[0]!).sort()).toEqual(['at', 'id']);
    expect(seen[0]!.id).toBe('consent:nhs-login-consent');
  });
});

describe('app user agents (spec 000 §1)', () => {
  it.each([
    ['Mozilla/5.0 (Linux; Android 14) nhsapp-android/3.1', true],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) nhsapp-ios/2.0', true],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1', false],
    ['Mozilla/5.0 (Windows NT 10.0) nhsapp-windows/1.0', false],
  ])('%s → hide header and footer on consent: %s', (ua, hidden) => {
    expect(isNativeAppUserAgent(ua)).toBe(hidden);
  });
});
