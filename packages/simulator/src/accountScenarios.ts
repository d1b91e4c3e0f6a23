import type { ScenarioAccount } from './scenarios.ts';

/** The scenario password (scenarios.ts' SCENARIO_PASSWORD; a literal here, as scenarios.ts imports this module). */
const SCENARIO_PASSWORD = 'Password123!';

/**
 * Scenario accounts of the account settings (issue 27), listed in the README: one with a
 * landline, passkeys and several consents; one with only a mobile (the empty lists); one whose
 * every change fails with a reference code (a back-end failure).
 */
export const accountScenarioAccounts: readonly ScenarioAccount[] = [
  {
    email: 'account@example.com',
    password: SCENARIO_PASSWORD,
    status: 'CONFIRMED',
    mobile: '07700900140',
    landline: '01632960140',
    consentedClients: ['demo-client', 'healthrecords'],
    reaches:
      'Account settings: mobile, landline, 2 passkeys, 2 shared services (choose-authentication-method at sign-in)',
  },
  {
    email: 'account-plain@example.com',
    password: SCENARIO_PASSWORD,
    status: 'CONFIRMED',
    mobile: '07700900141',
    reaches: 'Account settings: mobile only, no passkeys, no shared services (passkey offer after sign-in)',
  },
  {
    email: 'account-error@example.com',
    password: SCENARIO_PASSWORD,
    status: 'CONFIRMED',
    mobile: '07700900142',
    consentedClients: ['demo-client'],
    reaches: 'Account settings: every change answers 500 with reference code CID3270 (the old value is kept)',
  },
];
