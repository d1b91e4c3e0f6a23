import { currentLocale, message, selfLocalized } from './locale.ts';
import { countText, durationText, yearsText } from './common.ts';
import { COOKIE_POLICY_TITLE } from './policyTitles.ts';

/** Cookie lifetimes the policy states, passed in from the contract's constants (issue 28 item 11). */
export interface CookieLifetimes {
  /** cookiePreference, in years (COOKIE_PREFERENCE_LIFETIME_YEARS). */
  preferenceYears: number;
  /** remember_my_device, in days (RMD_COOKIE_DAYS). */
  rememberDeviceDays: number;
  /** The analytics visitor cookie, in months (ANALYTICS_COOKIE_LIFETIME_MONTHS). */
  analyticsMonths: number;
  /** The login session, in minutes (SESSION_LENGTH_MINUTES): the ended-journey marker and the back end's cookies. */
  sessionMinutes: number;
  /** The language cookie (`nhsl-lang`), in years (LANGUAGE_COOKIE_YEARS; issue 46). */
  languageYears: number;
}

/**
 * The policy's sections in the current locale (issue 46): in Welsh, each text is the catalog's
 * `cookiePolicy.sections.<id>.<field>` message with the lifetimes as its values.
 */
function inCurrentLocale<S extends readonly { id: string }[]>(l: CookieLifetimes, sections: S): S {
  const locale = currentLocale();
  if (locale === 'en') return sections;
  const values = { ...l };
  const translate = (value: unknown, key: string): unknown => {
    if (typeof value === 'string') return message(locale, key, values);
    if (Array.isArray(value)) return value.map((v, i) => translate(v, `${key}.${i}`));
    return Object.fromEntries(
      Object.entries(value as object).map(([k, v]) => [k, k === 'id' ? v : translate(v, `${key}.${k}`)]),
    );
  };
  return sections.map((s) => translate(s, `cookiePolicy.sections.${s.id}`)) as unknown as S;
}

/**
 * The policy's sections in English, with each cookie's lifetime stated from the value given.
 * @param l - the lifetimes, from the contract's constants
 */
const englishSections = (l: CookieLifetimes) =>
  [
    {
      id: 'what-are-cookies',
      heading: 'What cookies are',
      paragraphs: [
        'Cookies are small files that are put on your phone, tablet or computer when you visit a website.',
        'We use cookies to make NHS login work and, if you agree, to understand how people use it.',
      ],
    },
    {
      id: 'necessary-cookies',
      heading: 'Cookies that make NHS login work',
      paragraphs: [
        'These cookies are strictly necessary. They are always on, because NHS login cannot work without them:',
      ],
      list: [
        'id_token: proves that you have logged in. It is deleted when you close your browser.',
        'nhs-authorization-cookie: remembers which service you are logging in to. It is deleted when you close your browser.',
        `cookiePreference: remembers whether you accepted analytics cookies. It lasts ${countText(l.preferenceYears, 'year')}.`,
        `remember_my_device: lets us stop sending you security codes on a device you chose to remember. It lasts ${countText(l.rememberDeviceDays, 'day')}.`,
        'nhsl-journey: remembers where you are in logging in, so that each page follows on from the one before. It is deleted when you close your browser.',
        `nhsl-ended: stops a login you have finished from being started again from an old page. It lasts ${durationText(l.sessionMinutes)}.`,
        'nhsl-finished: lets us tell you that you have finished logging in if you go back to an old page. It is deleted when you close your browser.',
        `nhsl-lang: remembers whether you chose to read NHS login in English or in Welsh. It lasts ${countText(l.languageYears, 'year')}.`,
        `_session, _interaction and _interaction_resume (each with a .sig cookie that checks it has not been changed): connect your login to the service you came from. They last up to ${durationText(l.sessionMinutes)}.`,
      ],
    },
    {
      id: 'analytics-cookies',
      heading: 'Analytics cookies',
      paragraphs: [
        `With your permission, we use an analytics cookie to count visits and see which pages people use. It lasts ${countText(l.analyticsMonths, 'month')}.`,
        'We do not use it to identify you, and we never send your password, your security codes or your personal details to our analytics.',
        'If you do not accept analytics cookies, we delete every cookie except the ones above that make NHS login work.',
      ],
    },
    {
      id: 'change-settings',
      heading: 'How to change your cookie settings',
      paragraphs: [
        `You can change your choice at any time on the cookie settings page. We save your choice for ${yearsText(l.preferenceYears)}.`,
      ],
    },
  ] as const;

/**
 * The cookie policy page. Written in plain English from the facts in spec 000. In a module of its
 * own so that its text loads with the cookie pages, not with the first page.
 */
export const cookiePolicy = {
  title: COOKIE_POLICY_TITLE,
  heading: 'NHS login cookie policy',
  versionLine: (version: string, date: string) => `Version ${version}, ${date}`,
  sideNavLabel: 'Policies',
  /**
   * The policy's sections, with each cookie's lifetime stated from the value given.
   * @param l - the lifetimes, from the contract's constants
   */
  sections: selfLocalized((l: CookieLifetimes) => inCurrentLocale(l, englishSections(l))),
  otherPolicies: [
    { text: 'Terms of use', href: '/terms-and-conditions' },
    { text: 'Privacy notice', href: '/privacy' },
    { text: 'Cookie policy', href: '/cookies' },
  ],
  settingsLink: 'Change your cookie settings',
} as const;
