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
  back: 'Back',
  backToTop: 'Back to top',
  version: (version: string, date: string) => `Version ${version}, ${date}`,
  lastUpdated: (date: string) => `Last updated ${date}`,
} as const;

/** Terms of use, version 3.1 (05 Jan 2024). spec 001 §1. */
export const termsAndConditions: PolicyPage = {
  title: 'NHS login terms of use',
  heading: 'NHS login terms of use',
  version: '3.1',
  date: '2024-01-05',
  intro: ['These terms explain the rules for using NHS login. By using NHS login you agree to them.'],
  sections: [
    {
      id: 'who-can-use',
      heading: 'Who can use NHS login',
      paragraphs: [
        'You can use NHS login if you live in England, Northern Ireland, Wales, Scotland or the Isle of Man.',
        'You must only use your own details to set up and use an NHS login.',
      ],
    },
    {
      id: 'your-account',
      heading: 'Keeping your account safe',
      paragraphs: [
        'Keep your password, your security codes and the devices you use to log in safe. Do not share them with anyone.',
        'Tell us straight away if you think someone else has used your NHS login.',
      ],
    },
    {
      id: 'passwordless',
      heading: 'Logging in without a password',
      paragraphs: [
        'You can choose to log in with a passkey instead of a password. A passkey is kept on your device and is unlocked with your fingerprint, face, PIN or pattern.',
        'These terms cover logging in with a passkey in the same way as logging in with a password.',
      ],
    },
    {
      id: 'identity-levels',
      heading: 'Proving who you are',
      paragraphs: [
        'Each health service that uses NHS login decides how much proof of identity it needs. The level you have proved decides which services you can use.',
      ],
    },
    {
      id: 'services',
      heading: 'The services you use',
      paragraphs: [
        'Health and care services that you reach with NHS login have their own terms. We are not responsible for what they do.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      paragraphs: [
        'We may change these terms. If we do, we will ask you to agree to the new terms the next time you log in.',
      ],
    },
  ],
};

/** Privacy notice, version 4.4 (July 2024). spec 001 §1. */
export const privacyNotice: PolicyPage = {
  title: 'NHS login privacy notice',
  heading: 'NHS login privacy notice',
  version: '4.4',
  date: '2024-07',
  intro: ['This notice explains what information NHS login collects about you, why, and how long we keep it.'],
  sections: [
    {
      id: 'identity-levels',
      heading: 'Identity levels',
      paragraphs: [
        'There are 3 levels of identity: low, medium and high. Each health service decides which level it needs.',
      ],
    },
    {
      id: 'proving-identity',
      heading: 'How you prove who you are',
      paragraphs: ['To reach the high level, you can prove who you are in one of these ways:'],
      list: [
        'with photo ID and a short video of your face',
        'with details from your GP surgery, if you already use a patient online service',
        'in person, where you receive care',
      ],
    },
    {
      id: 'manual-check',
      heading: 'When we check your identity by hand',
      paragraphs: [
        'If we cannot check your identity automatically, a member of our team will check the details you sent us by hand.',
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep your information',
      paragraphs: ['We keep your information only as long as we need it:'],
      list: [
        'low and medium level accounts: deleted after 2 years and 30 days without being used',
        'high level accounts: deleted after 10 years without being used',
        'the ID documents you send us: 6 months',
        'general logs: 1 year',
        'audit records: 8 years',
      ],
    },
    {
      id: 'sharing',
      heading: 'Who we share your information with',
      paragraphs: [
        'We only share your information with a health service when you agree to it. We ask you each time a new service wants it.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      paragraphs: [
        'You can ask to see the information we hold about you, ask us to correct it, or ask us to delete your account.',
      ],
    },
  ],
};

/** Accessibility statement. spec 000 §2: partial compliance with WCAG 2.2 AA. */
export const accessibilityStatement: PolicyPage = {
  title: 'Accessibility statement',
  heading: 'Accessibility statement for NHS login',
  intro: [
    'We want as many people as possible to be able to use NHS login. You should be able to change colours and fonts, zoom in up to 400% without text spilling off the screen, and use it with a keyboard, speech recognition software or a screen reader.',
  ],
  sections: [
    {
      id: 'compliance',
      heading: 'How accessible NHS login is',
      paragraphs: [
        'NHS login is partially compliant with the Web Content Accessibility Guidelines version 2.2 AA standard. We test every page with automated tools and by hand, and we fix the problems we find.',
      ],
    },
    {
      id: 'feedback',
      heading: 'Reporting accessibility problems',
      paragraphs: [
        'If you find a problem that is not listed here, or you need information in a different format, contact us through the NHS login Help Centre.',
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
  title: 'Legal notice',
  heading: 'Legal notice',
  sections: [
    {
      id: 'misuse',
      heading: 'Computer misuse',
      paragraphs: [
        'You must only use NHS login to access your own account. Trying to get into an account or information that you are not allowed to use is a criminal offence under the Computer Misuse Act 1990.',
        'We record how NHS login is used. We may share these records with the police if we think a crime has been committed.',
      ],
    },
  ],
};
