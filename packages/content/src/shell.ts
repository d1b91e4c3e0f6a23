import { accountTitles } from './accountTitles.ts';

/** The page shell: header, footer, skip link. spec 000 §2 "Shell footer links". */
export const shell = {
  skipLink: 'Skip to main content',
  logoLabel: 'NHS login homepage',
  logoAlt: 'NHS',
  serviceName: 'NHS login',
  /** The header's link to the account pages once signed in (issue 27): their title. */
  accountLink: accountTitles.home,
  /** The name of the header's navigation landmark holding that link. */
  accountNavigationLabel: 'Account',
  footerHeading: 'Support links',
  footerLinks: [
    { text: 'Terms of use', href: '/terms-and-conditions' },
    { text: 'Cookies', href: '/cookies' },
    { text: 'Accessibility', href: '/accessibility' },
    { text: 'Help Centre', href: 'https://help.login.nhs.uk/', external: true },
  ],
  /**
   * The header's language link (issue 46): the name of the language it switches to, written in
   * that language (and marked with its `lang`), so the same in both locales.
   */
  languageLink: { cy: 'Cymraeg', en: 'English' },
  copyright: '© Crown copyright',
  serviceStatusLabel: 'Service status',
  spinnerLabel: 'Loading, please wait',
  /**
   * What a page says above its content when the step the user took had already been done (issue
   * 54 "Bad input"): the journey goes on from where it is, and this says why the page is not the
   * one they expected.
   */
  notices: {
    title: 'Important',
    /** A security code submitted again after it had signed the user in (Back, then Continue). */
    codeUsed:
      'You have already used this security code, so you do not need to enter it again. You can carry on from here.',
    /** A form sent from a page that another tab or window has already moved on from. */
    otherTab: 'You have already done this in another tab or window. This page shows where you are now.',
  },
} as const;
