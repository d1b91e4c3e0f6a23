import { policyTitles } from './policyTitles.ts';

/**
 * Policy and static pages, written in plain English by us from the facts in spec 000 and 001.
 * Each page is a list of sections for its contents list.
 */

/** A section of a policy page. */
export interface PolicySection {
  /** Anchor id for the contents list. */
  id: string;
  /** Section heading (h2). */
  heading: string;
  /** Paragraphs. */
  paragraphs: readonly string[];
  /** Optional bulleted list after the paragraphs. */
  list?: readonly string[];
}

/** A policy page. */
export interface PolicyPage {
  title: string;
  heading: string;
  /** Version label, e.g. "3.1". */
  version?: string;
  /** Date of the version: ISO (yyyy-MM-dd) for a full date, or yyyy-MM for a month. */
  date?: string;
  intro?: readonly string[];
  sections: readonly PolicySection[];
}

export const policyCommon = {
  contents: 'Contents',
  otherPolicies: 'Policies',
  backToTop: 'Back to top',
  version: (version: string, date: string) => `Version ${version}, ${date}`,
  lastUpdated: (date: string) => `Last updated ${date}`,
} as const;

/** Terms of use, version 3.1 (05 Jan 2024). spec 001 §1. */
export const termsAndConditions: PolicyPage = {
  title: policyTitles.termsAndConditions,
  heading: 'NHS login terms of use',
  version: '3.1',
  date: '2024-01-05',
  intro: [
    'These terms explain the rules for using NHS login. By setting up or using an NHS login you agree to them, so please read them carefully.',
    'NHS login lets you prove who you are once and then use the same login for health and care websites and apps. In these terms, "we" means the team that runs NHS login and "you" means the person using it.',
  ],
  sections: [
    {
      id: 'who-can-use',
      heading: 'Who can use NHS login',
      paragraphs: [
        'You can use NHS login if you live in England, Northern Ireland, Wales, Scotland or the Isle of Man.',
        "You must only use your own details to set up and use an NHS login. You must not set up an NHS login for someone else, or use someone else's NHS login, even if they say you can.",
      ],
    },
    {
      id: 'your-account',
      heading: 'Keeping your account safe',
      paragraphs: ['You are responsible for keeping your NHS login safe. You must:'],
      list: [
        'keep your password and security codes secret, and not share them with anyone',
        'only let the devices you use to log in be unlocked by you',
        'choose "remember this device" only on a device that only you use',
        'tell us straight away through the NHS login Help Centre if you think someone else has used your NHS login',
      ],
    },
    {
      id: 'passwordless',
      heading: 'Logging in without a password',
      paragraphs: [
        'You can choose to log in with a passkey instead of a password. A passkey is kept on your phone, tablet or computer and is unlocked with your fingerprint, face, PIN or pattern. We never see or keep your fingerprint or face.',
        'These terms cover logging in with a passkey (passwordless authentication) in the same way as logging in with a password and security code. Anyone who can unlock your device may be able to use your passkey, so keep your device locked.',
      ],
    },
    {
      id: 'identity-levels',
      heading: 'Proving who you are',
      paragraphs: [
        'Each health or care service that uses NHS login decides how much proof of identity it needs. The level you have proved decides which services you can use.',
        'You must give true and accurate details when you prove who you are. Giving false details to get into health information is a criminal offence.',
      ],
    },
    {
      id: 'services',
      heading: 'The services you use with NHS login',
      paragraphs: [
        'We ask your permission before we share your information with a service for the first time. Each service has its own terms of use and privacy notice, which explain what it does with your information.',
        'We are not responsible for the content, advice or availability of the services you reach with NHS login.',
      ],
    },
    {
      id: 'availability',
      heading: 'When NHS login is not available',
      paragraphs: [
        'We try to keep NHS login working all the time, but we cannot promise that it will never stop. We may need to stop it for repairs or improvements, and we will tell you about planned work on the NHS login pages when we can.',
        'If you need medical help and cannot log in, go to 111.nhs.uk or call 111. In an emergency, call 999.',
      ],
    },
    {
      id: 'suspending',
      heading: 'If we stop your NHS login',
      paragraphs: [
        'We may stop or disable your NHS login if we think it is being misused, if someone else may have used it, or if you break these terms. If we do, we will tell you how to contact us.',
        'You can stop using NHS login at any time and ask us to delete your account.',
      ],
    },
    {
      id: 'your-information',
      heading: 'Your information',
      paragraphs: [
        'Our privacy notice explains what information we collect, why we need it, who we share it with and how long we keep it. Our cookie policy explains the small files we put on your device.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      paragraphs: [
        'We may change these terms, for example when we add a new way to log in. If we do, we will ask you to read and agree to the new terms the next time you log in. If you do not agree, you will not be able to keep using NHS login.',
      ],
    },
    {
      id: 'law',
      heading: 'The law that applies',
      paragraphs: [
        'These terms are governed by the law of England and Wales. This does not take away any rights you have under the law of the country where you live.',
      ],
    },
  ],
};

/** Privacy notice, version 4.4 (July 2024). spec 001 §1. */
export const privacyNotice: PolicyPage = {
  title: policyTitles.privacyNotice,
  heading: 'NHS login privacy notice',
  version: '4.4',
  date: '2024-07',
  intro: [
    'This notice explains what information NHS login collects about you, why we need it, who we share it with, how long we keep it and what your rights are.',
  ],
  sections: [
    {
      id: 'what-we-collect',
      heading: 'What information we collect',
      paragraphs: ['Depending on how much you use NHS login, we may collect:'],
      list: [
        'your email address, mobile phone number and, if you give it, your landline number',
        'your name, date of birth, postcode and NHS number',
        'the photo ID and the short video of your face that you send us, if you prove who you are that way',
        'details of the devices you log in with, and a record of when you log in and which services you use',
      ],
    },
    {
      id: 'why-we-use-it',
      heading: 'Why we use your information',
      paragraphs: ['We use your information to:'],
      list: [
        'set up your NHS login and let you log in securely',
        'prove who you are, so that only you can see your health information',
        'share your details with the health and care services you choose to use',
        'keep NHS login secure, spot fraud and fix problems',
        'understand how NHS login is used and make it better (only with your permission, using analytics cookies)',
      ],
    },
    {
      id: 'identity-levels',
      heading: 'Identity levels',
      paragraphs: [
        'There are 3 levels of identity: low, medium and high. The more you prove who you are, the higher your level.',
        'Each health or care service decides which level it needs. For example, a service that shows you your GP record needs the high level.',
      ],
    },
    {
      id: 'proving-identity',
      heading: 'How you prove who you are',
      paragraphs: ['To reach the high level, you can prove who you are in one of these ways:'],
      list: [
        'with photo ID, such as a passport or driving licence, and a short video of your face',
        'with the details your GP surgery gave you for its patient online service',
        'in person, at a place where you receive care, such as your GP surgery',
      ],
    },
    {
      id: 'manual-check',
      heading: 'When a person checks your identity',
      paragraphs: [
        'Most checks are done automatically. If we cannot check your identity automatically, a member of our team will check the photo ID, video and details you sent us by hand. This can take longer.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Who we share your information with',
      paragraphs: [
        'We only share your information with a health or care service when you agree to it. The first time you use a service, we tell you what information it is asking for and ask you to agree.',
        'To check who you are, we compare your details with the national record of NHS patients. We may also share information with the police or other bodies where the law says we must, for example to prevent fraud.',
        'We never sell your information.',
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep your information',
      paragraphs: ['We keep your information only as long as we need it:'],
      list: [
        'low and medium level accounts: deleted after 2 years and 30 days without being used',
        'high level accounts: deleted after 10 years without being used',
        'the ID documents and face video you send us: 6 months',
        'general logs: 1 year',
        'audit records: 8 years',
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies',
      paragraphs: [
        'We use cookies to make NHS login work and, if you agree, to understand how people use it. Our cookie policy explains them, and you can change your choice on the cookie settings page.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      paragraphs: ['You have the right to:'],
      list: [
        'ask for a copy of the information we hold about you',
        'ask us to correct information that is wrong',
        'ask us to delete your NHS login and the information linked to it',
        'object to how we use your information, or ask us to use less of it',
      ],
    },
    {
      id: 'complaints',
      heading: 'Questions and complaints',
      paragraphs: [
        'If you have a question about this notice or want to use your rights, contact us through the NHS login Help Centre.',
        "If you are unhappy with how we have used your information, you can complain to the Information Commissioner's Office (ICO).",
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this notice',
      paragraphs: [
        'We update this notice when we change how we use your information. The version number and date at the top of this page show when it last changed.',
      ],
    },
  ],
};

/**
 * Accessibility statement. spec 000 §2: partial compliance with WCAG 2.2 AA. Issue 25: what was
 * tested and how, the known issues left, how to report a problem, and the date of the last review.
 * Issue 54: the screen reader and browsers it was tested with, by name, and what is known.
 */
export const accessibilityStatement: PolicyPage = {
  title: policyTitles.accessibilityStatement,
  heading: 'Accessibility statement for NHS login',
  date: '2026-12-07',
  intro: [
    'This statement applies to the NHS login pages you see when you log in, create an account, prove who you are or agree to share your information with a service.',
  ],
  sections: [
    {
      id: 'using',
      heading: 'Using NHS login',
      paragraphs: [
        'We want as many people as possible to be able to use NHS login. For example, you should be able to:',
      ],
      list: [
        'change colours, contrast levels and fonts, including Windows High Contrast and other forced colour modes',
        'zoom in up to 400% without the text spilling off the screen',
        'get around every page using just a keyboard, starting from a "Skip to main content" link',
        'get around every page using speech recognition software',
        'listen to every page using a screen reader',
        'ask for more time before we log you out, without losing what you have typed',
      ],
    },
    {
      id: 'compliance',
      heading: 'How accessible NHS login is',
      paragraphs: [
        'NHS login is partially compliant with the Web Content Accessibility Guidelines version 2.2 AA standard, because of the known issues listed below.',
      ],
    },
    {
      id: 'known-issues',
      heading: 'Known issues',
      paragraphs: ['We know about these problems and are working on them:'],
      list: [
        'Some help pages we link to are run by others, and may not be fully accessible.',
        'We warn you 2 minutes before we log you out, and you can ask for more time. But we never keep you logged in for more than 2 hours in total, for your security. When that time is nearly up we tell you, and you can finish what you are doing on the page, but you cannot have more time (success criterion 2.2.1 Timing adjustable).',
        'We have tested NHS login by hand with one screen reader, Orca on Linux. We have not yet tested it by hand with JAWS, NVDA, VoiceOver or TalkBack, so some messages may be read differently with those than we expect.',
        'A screen reader may say the title of a message twice: once when the message appears and once when we move you to it, for example "There is a problem" after a form is sent with a mistake.',
      ],
    },
    {
      id: 'content-not-reviewed',
      heading: 'Content not yet reviewed',
      paragraphs: [
        'NHS login is available in Welsh. The Welsh words were written with the help of translation software, and a professional Welsh translator has not yet checked them. Some may be unclear or read oddly.',
        'If something in Welsh is hard to understand, use the "English" link at the top of the page to read it in English, and tell us so that we can put it right.',
      ],
    },
    {
      id: 'testing',
      heading: 'How we test NHS login',
      paragraphs: [
        'Every time we change NHS login, automated tests check each page and each state of each page. They check:',
      ],
      list: [
        'every page and every component against the Web Content Accessibility Guidelines 2.2 A and AA rules that automated tools can find',
        'that logging in, creating an account, changing your mobile phone number, agreeing or refusing to share your information, choosing cookies and proving who you are can be done using just a keyboard, and that every button, link and field on every page can be reached with the Tab key in the order it appears',
        'that focus is always visible, including in forced colour modes, and never lost when something on the page changes',
        'that each page can be read at 320 pixels wide and with increased text spacing, with nothing cut off or overlapping',
        'that buttons and links are big enough to press',
        'that screen readers are told when you move to a new page, when a code is sent and before you are logged out',
        'what a screen reader says on every page, in English and in Welsh: when the page opens, each time a form is sent with a mistake, and when a message appears without a new page, such as a new code sent, your cookie choice and the warning before we log you out',
      ],
    },
    {
      id: 'screen-readers',
      heading: 'How we tested NHS login with a screen reader',
      paragraphs: [
        'We used the Orca screen reader (version 43.1) with the Chromium web browser (version 156) on Linux to log in, using only the keyboard. We listened to each page, sent forms with mistakes more than once, chose cookies, and waited for the warning before we log you out.',
        'We fixed what we found: errors were not read out when a form was sent with the same mistake a second time, some messages were read out more than once, and focus was sometimes lost when the warning before we log you out closed.',
        'We also check that logging in works in the Firefox and WebKit (Safari) web browsers, with and without JavaScript.',
      ],
    },
    {
      id: 'review',
      heading: 'When we last reviewed this statement',
      paragraphs: [
        'We updated this statement on 7 December 2026, after reviewing NHS login by hand with a keyboard, forced colours and the Orca screen reader.',
      ],
    },
    {
      id: 'feedback',
      heading: 'Reporting accessibility problems',
      paragraphs: [
        'If you find a problem that is not listed here, or you need information in a different format such as large print or audio, contact us through the NHS login Help Centre. Tell us the page, what you were trying to do and the device or assistive technology you were using. We will reply within 5 working days.',
      ],
    },
    {
      id: 'enforcement',
      heading: 'Enforcement procedure',
      paragraphs: [
        'The Equality and Human Rights Commission is responsible for enforcing the accessibility regulations. If you are not happy with how we respond to your complaint, contact the Equality Advisory and Support Service.',
      ],
    },
  ],
};

/** Legal notice: computer misuse warning. spec 001 §2. */
export const legalNotice: PolicyPage = {
  title: policyTitles.legalNotice,
  heading: 'Legal notice',
  intro: ['Please read this notice before you use NHS login.'],
  sections: [
    {
      id: 'misuse',
      heading: 'Computer misuse',
      paragraphs: [
        'You must only use NHS login to access your own account. Trying to get into an account or information that you are not allowed to use is a criminal offence under the Computer Misuse Act 1990.',
        'It is also an offence to try to damage NHS login, stop it working, or change how it works, for example by trying to get around its security.',
      ],
    },
    {
      id: 'monitoring',
      heading: 'How we watch for misuse',
      paragraphs: [
        'We record how NHS login is used to keep it secure. We may share these records with the police or other authorities if we think a crime has been committed, and they may be used as evidence in court.',
      ],
    },
    {
      id: 'using-content',
      heading: 'Using our content',
      paragraphs: [
        'The text on these pages is Crown copyright. You may copy it, but not in a way that is misleading or suggests that we endorse you.',
      ],
    },
  ],
};
