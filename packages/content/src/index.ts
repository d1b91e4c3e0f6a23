/**
 * Every user-facing string of the product, typed, in one place, read in the current locale
 * (issue 46, "Cymraeg"): English as written in the modules listed by `english.ts`, Welsh from the
 * compiled catalog (`locales/cy.compiled.json`). Each export with messages is wrapped by
 * {@link localized}; constants, URLs and limits are exported as they are. Texts quoted in the
 * specification are reproduced word for word in English.
 */
import * as english from './english.ts';
import type { CookieLifetimes } from './cookiePolicy.ts';
import { currentLocale, DEFAULT_LOCALE, localized, message } from './locale.ts';

export * from './english.ts';
export * from './locale.ts';

/** The cookie policy's sections in the current locale: Welsh from `cookiePolicy.sections.<id>.…`. */
const cookiePolicyOverrides = {
  'cookiePolicy.sections': (l: CookieLifetimes) => {
    const sections = english.cookiePolicy.sections(l);
    const locale = currentLocale();
    if (locale === DEFAULT_LOCALE) return sections;
    const values = { ...l };
    const translate = (value: unknown, key: string): unknown => {
      if (typeof value === 'string') return message(locale, key, values);
      if (Array.isArray(value)) return value.map((v, i) => translate(v, `${key}.${i}`));
      return Object.fromEntries(
        Object.entries(value as object).map(([k, v]) => [k, k === 'id' ? v : translate(v, `${key}.${k}`)]),
      );
    };
    return sections.map((s) => translate(s, `cookiePolicy.sections.${s.id}`) as typeof s);
  },
};

/** A top-level string of the content in the current locale (its key is its export's name). */
function textOf(key: keyof typeof english & string): string {
  const locale = currentLocale();
  return locale === DEFAULT_LOCALE ? (english[key] as string) : message(locale, key);
}

/**
 * The content's top-level strings that differ by locale, read in the current one (a string export
 * is read once, where it is imported, so these are getters).
 */
export const texts = {
  /** "the service provider": the client's name when it is unknown. spec 000 §1. */
  get unknownClientName(): string {
    return textOf('UNKNOWN_CLIENT_NAME');
  },
  /** The cookie policy's title. spec 000 §7. */
  get cookiePolicyTitle(): string {
    return textOf('COOKIE_POLICY_TITLE');
  },
  /** session-timeout's paragraph after "Log out" in the warning. spec 001 §3. */
  get signedOutBody(): string {
    return textOf('signedOutBody');
  },
};

export const codeValidFor = localized('codeValidFor', english.codeValidFor);
export const common = localized('common', english.common);
export const countText = localized('countText', english.countText);
export const durationText = localized('durationText', english.durationText);
export const waitUpTo = localized('waitUpTo', english.waitUpTo);
export const yearsText = localized('yearsText', english.yearsText);
export const uiLabels = localized('uiLabels', english.uiLabels);
export const backLinkTexts = localized('backLinkTexts', english.backLinkTexts);
export const shell = localized('shell', english.shell);
export const emailMessages = localized('emailMessages', english.emailMessages);
export const enterEmail = localized('enterEmail', english.enterEmail);
export const passwordMessages = localized('passwordMessages', english.passwordMessages);
export const secondFactorMessages = localized('secondFactorMessages', english.secondFactorMessages);
export const securityCodeMessages = localized('securityCodeMessages', english.securityCodeMessages);
export const authcode = localized('authcode', english.authcode);
export const enterMobileCode = localized('enterMobileCode', english.enterMobileCode);
export const logInPassword = localized('logInPassword', english.logInPassword);
export const signInProblems = localized('signInProblems', english.signInProblems);
export const consent = localized('consent', english.consent);
export const consentConfirmation = localized('consentConfirmation', english.consentConfirmation);
export const termsUpdate = localized('termsUpdate', english.termsUpdate);
export const errorPages = localized('errorPages', english.errorPages);
export const referenceLine = localized('referenceLine', english.referenceLine);
export const blockedPages = localized('blockedPages', english.blockedPages);
export const setCookiesPage = localized('setCookiesPage', english.setCookiesPage);
export const scopeDescriptions = localized('scopeDescriptions', english.scopeDescriptions);
export const cookieBanner = localized('cookieBanner', english.cookieBanner);
export const cookieSettings = localized('cookieSettings', english.cookieSettings);
export const cookieSettingsChanged = localized('cookieSettingsChanged', english.cookieSettingsChanged);
export const accessibilityStatement = localized('accessibilityStatement', english.accessibilityStatement);
export const legalNotice = localized('legalNotice', english.legalNotice);
export const policyCommon = localized('policyCommon', english.policyCommon);
export const privacyNotice = localized('privacyNotice', english.privacyNotice);
export const termsAndConditions = localized('termsAndConditions', english.termsAndConditions);
export const policyTitles = localized('policyTitles', english.policyTitles);
export const signInTitles = localized('signInTitles', english.signInTitles);
export const secondFactorTitles = localized('secondFactorTitles', english.secondFactorTitles);
export const resetTitles = localized('resetTitles', english.resetTitles);
export const proofingTitles = localized('proofingTitles', english.proofingTitles);
export const passkeyTitles = localized('passkeyTitles', english.passkeyTitles);
export const consentTitles = localized('consentTitles', english.consentTitles);
export const cookieTitles = localized('cookieTitles', english.cookieTitles);
export const errorTitles = localized('errorTitles', english.errorTitles);
export const cookiePolicy = localized('cookiePolicy', english.cookiePolicy, cookiePolicyOverrides);
export const duplicateAccount = localized('duplicateAccount', english.duplicateAccount);
export const proofing = localized('proofing', english.proofing);
export const proofingMessages = localized('proofingMessages', english.proofingMessages);
export const passkey = localized('passkey', english.passkey);
export const forgottenPassword = localized('forgottenPassword', english.forgottenPassword);
export const forgottenPasswordMessages = localized('forgottenPasswordMessages', english.forgottenPasswordMessages);
export const login = localized('login', english.login);
export const loginHelpLinks = localized('loginHelpLinks', english.loginHelpLinks);
export const newPasswordMessages = localized('newPasswordMessages', english.newPasswordMessages);
export const resetCheckEmail = localized('resetCheckEmail', english.resetCheckEmail);
export const resetOutcomes = localized('resetOutcomes', english.resetOutcomes);
export const resetPassword = localized('resetPassword', english.resetPassword);
export const callFailed = localized('callFailed', english.callFailed);
export const chooseAuthenticationMethod = localized('chooseAuthenticationMethod', english.chooseAuthenticationMethod);
export const enterLandlineCode = localized('enterLandlineCode', english.enterLandlineCode);
export const getCallLandline = localized('getCallLandline', english.getCallLandline);
export const landlineCodeExpired = localized('landlineCodeExpired', english.landlineCodeExpired);
export const mobileCodeExpiredChoice = localized('mobileCodeExpiredChoice', english.mobileCodeExpiredChoice);
export const secondFactorChoices = localized('secondFactorChoices', english.secondFactorChoices);
export const sessionRestart = localized('sessionRestart', english.sessionRestart);
export const registrationTitles = localized('registrationTitles', english.registrationTitles);
export const registration = localized('registration', english.registration);
export const registrationMessages = localized('registrationMessages', english.registrationMessages);
export const recoveryTitles = localized('recoveryTitles', english.recoveryTitles);
export const cannotChangeNumber = localized('cannotChangeNumber', english.cannotChangeNumber);
export const changeLandline = localized('changeLandline', english.changeLandline);
export const changeMobile = localized('changeMobile', english.changeMobile);
export const accountTitles = localized('accountTitles', english.accountTitles);
export const account = localized('account', english.account);
export const sessionTimeoutWarning = localized('sessionTimeoutWarning', english.sessionTimeoutWarning);

/**
 * The page title: the route's title, then the product's name; with "Error: " first (Welsh:
 * "Gwall: ") while the page shows form errors. spec 000 §3 "page titles".
 * @param title - the route's title, if any
 * @param hasError - whether the page shows an error summary
 */
export function pageTitle(title: string | undefined, hasError: boolean): string {
  const base = title ? `${title} - ${english.PRODUCT_NAME}` : english.PRODUCT_NAME;
  return hasError ? `${common.titleErrorPrefix}${base}` : base;
}

/**
 * The descriptions of the requested scopes, in order, each once (scopes without one, such as
 * `openid`, are left out). spec 000 §6 "scope descriptions".
 * @param scopes - the authorization request's scopes
 */
export function describeScopes(scopes: readonly string[]): string[] {
  const out: string[] = [];
  for (const s of scopes) {
    if (!(s in english.scopeDescriptions)) continue;
    const d = scopeDescriptions[s]!;
    if (!out.includes(d)) out.push(d);
  }
  return out;
}

/** Welsh counts of the session-timeout warning's time left: "1 munud", "2 funud", "30 eiliad". */
const WELSH_TIME_UNITS: Record<'minute' | 'second', Partial<Record<Intl.LDMLPluralRule, string>>> = {
  minute: { two: 'funud', other: 'munud' },
  second: { other: 'eiliad' },
};

/**
 * The time left before the session ends, in words of the current locale ("2 minutes 5 seconds";
 * "2 funud 5 eiliad"), for the session-timeout warning. spec 001 §3 "session timeout warning".
 * @param seconds - the time left, in seconds (rounded up; never below 0)
 */
export function timeLeftText(seconds: number): string {
  if (currentLocale() === DEFAULT_LOCALE) return english.timeLeftText(seconds);
  const s = Math.max(0, Math.ceil(seconds));
  const rules = new Intl.PluralRules('cy');
  const count = (n: number, unit: 'minute' | 'second') => {
    const forms = WELSH_TIME_UNITS[unit];
    return `${n} ${forms[rules.select(n)] ?? forms.other}`;
  };
  const minutes = Math.floor(s / 60);
  const rest = s % 60;
  if (minutes === 0) return count(rest, 'second');
  return rest === 0 ? count(minutes, 'minute') : `${count(minutes, 'minute')} ${count(rest, 'second')}`;
}
