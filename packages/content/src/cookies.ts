/** Cookie policy, settings, banner. spec 000 §2 "Cookies and static pages", §4 "Cookies". */

/** Cookie policy version and date. spec 000 §9. */
export const COOKIE_POLICY_VERSION = '2.1';
/** Cookie policy date (ISO), shown as d MMMM y. spec 000 §9. */
export const COOKIE_POLICY_DATE = '2024-07-09';

/** The four cookies that are always kept (strictly necessary). spec 000 §4 "Cookies". */
export const NECESSARY_COOKIES = [
  'id_token',
  'nhs-authorization-cookie',
  'cookiePreference',
  'remember_my_device',
] as const;

/**
 * Every strictly necessary cookie, which refusing optional cookies never deletes and the cookie
 * policy lists: the four spec 000 §4 names, the app server's own (the sealed journey cookie and the
 * ended-journey marker; issue 44 removed the session cookie page script read) and the identity back end's session
 * cookies with their signatures. shared spec DECISIONS "the necessary cookies"; issue 45 item 2.
 */
export const ALL_NECESSARY_COOKIES = [
  ...NECESSARY_COOKIES,
  'nhsl-journey',
  'nhsl-ended',
  'nhsl-finished',
  'nhsl-lang',
  '_session',
  '_session.sig',
  '_interaction',
  '_interaction.sig',
  '_interaction_resume',
  '_interaction_resume.sig',
] as const;

export const cookieBanner = {
  label: 'Cookies on NHS login',
  heading: 'Cookies on NHS login',
  body1: 'We have put some small files called cookies on your device to make NHS login work.',
  body2:
    'We would also like to use analytics cookies. These collect information about how you use NHS login and help us make it better.',
  accept: 'I am OK with analytics cookies',
  reject: 'Do not use analytics cookies',
  settingsLink: 'Let me choose which cookies to use',
  acceptedConfirmation: 'You have accepted analytics cookies.',
  rejectedConfirmation: 'You have rejected analytics cookies.',
  changeLink: 'You can change your cookie settings at any time.',
  hide: 'Hide this message',
} as const;
