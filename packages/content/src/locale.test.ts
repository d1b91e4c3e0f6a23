import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import cyCompiled from '../locales/cy.compiled.json' with { type: 'json' };
import cyMessages from '../locales/cy.json' with { type: 'json' };
import * as english from './english.ts';
import { extractParams } from './catalog.ts';
import { compileCatalog } from './compileCatalog.ts';
import {
  codeValidFor,
  consent,
  cookiePolicy,
  currentLocale,
  describeScopes,
  duplicateAccount,
  enterEmail,
  loadCatalog,
  localeOfUiLocales,
  pageTitle,
  setLocale,
  setLocaleSource,
  supportedLocale,
  texts,
  timeLeftText,
  type CompiledCatalog,
} from './index.ts';

const lifetimes = {
  preferenceYears: 1,
  rememberDeviceDays: 180,
  analyticsMonths: 12,
  sessionMinutes: 60,
  languageYears: 1,
};

beforeAll(() => loadCatalog('cy', cyCompiled as CompiledCatalog));
afterEach(() => setLocale('en'));

describe('the content in the current locale (issue 46)', () => {
  it('cy.compiled.json is cy.json compiled, with each function message’s parameters (pnpm content:catalog)', () => {
    const compiled = compileCatalog(cyMessages, extractParams(english as Record<string, unknown>));
    expect(JSON.parse(JSON.stringify(compiled))).toEqual(cyCompiled);
  });

  it('reads English as written, and Welsh from the catalog once the locale is cy', () => {
    expect(enterEmail.heading).toBe(english.enterEmail.heading);
    const kept = enterEmail; // a module may keep the object and read it later, in any locale
    setLocale('cy');
    expect(currentLocale()).toBe('cy');
    expect(kept.heading).toBe('Rhowch eich cyfeiriad e-bost');
    expect(consent.heading('GIG Cymru')).toBe("Ydych chi'n cytuno i rannu eich gwybodaeth gyda GIG Cymru?");
    expect(texts.unknownClientName).toBe('darparwr y gwasanaeth');
  });

  it('gives Welsh plurals their own forms, and selects on a flag', () => {
    setLocale('cy');
    expect(codeValidFor(1)).toBe("Mae'r cod yn ddilys am 1 munud.");
    expect(codeValidFor(2)).toBe("Mae'r cod yn ddilys am 2 funud.");
    expect(codeValidFor(15)).toBe("Mae'r cod yn ddilys am 15 munud.");
    expect(duplicateAccount.duplicate.eligible.logIn(true)).toBe("Mewngofnodi i'ch cyfrifon presennol");
    expect(duplicateAccount.duplicate.eligible.logIn(false)).toBe("Mewngofnodi i'ch cyfrif presennol");
    expect(timeLeftText(125)).toBe('2 funud 5 eiliad');
    expect(timeLeftText(60)).toBe('1 munud');
    setLocale('en');
    expect(timeLeftText(125)).toBe('2 minutes 5 seconds');
  });

  it('titles an error page "Gwall: " in Welsh and "Error: " in English', () => {
    expect(pageTitle('Enter your email address', true)).toBe('Error: Enter your email address - NHS login');
    setLocale('cy');
    expect(pageTitle(enterEmail.title, true)).toMatch(/^Gwall: .+ - NHS login$/);
    expect(pageTitle(undefined, false)).toBe('NHS login');
  });

  it('describes scopes and the cookie policy in the current locale', () => {
    setLocale('cy');
    expect(describeScopes(['openid', 'profile', 'profile'])).toEqual(["eich rhif GIG, eich enw a'ch dyddiad geni"]);
    const sections = cookiePolicy.sections(lifetimes);
    expect(sections.map((s) => s.id)).toEqual(english.cookiePolicy.sections(lifetimes).map((s) => s.id));
    const text = JSON.stringify(sections);
    expect(text).toContain('nhsl-lang');
    expect(text).toContain('Mae’n para 1 flwyddyn'.replace('’', "'"));
    expect(text).not.toContain('It lasts');
  });

  it('follows the source the host sets (the server’s request context)', () => {
    let locale: 'en' | 'cy' = 'cy';
    setLocaleSource(() => locale);
    expect(enterEmail.heading).toBe('Rhowch eich cyfeiriad e-bost');
    locale = 'en';
    expect(enterEmail.heading).toBe(english.enterEmail.heading);
  });

  it('takes the first supported locale of ui_locales, with or without a region', () => {
    expect(localeOfUiLocales('fr cy-GB en')).toBe('cy');
    expect(localeOfUiLocales('en-GB cy')).toBe('en');
    expect(localeOfUiLocales('fr de')).toBeUndefined();
    expect(localeOfUiLocales(undefined)).toBeUndefined();
    expect(supportedLocale('CY')).toBe('cy');
    expect(supportedLocale('cym')).toBeUndefined();
  });
});
