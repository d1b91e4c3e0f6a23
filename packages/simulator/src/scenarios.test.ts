import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CID_PATTERN, serverMessages } from '@nhsl/contract';
import { findAccount, registeredClients, scenarioAccounts } from './scenarios.ts';

const knownMessages = new Set<string>(Object.values(serverMessages));

describe('scenario data', () => {
  it('every account has a unique, lower-case example.com address and invented numbers only', () => {
    const emails = scenarioAccounts.map((a) => a.email);
    expect(new Set(emails).size).toBe(emails.length);
    for (const a of scenarioAccounts) {
      expect(a.email).toMatch(/^[a-z0-9.-]+@example\.com$/);
      if (a.mobile) expect(a.mobile).toMatch(/^07700900\d{3}$/);
      if (a.landline) expect(a.landline).toMatch(/^01632960\d{3}$/);
    }
  });

  it('every failure uses a contract message and a CID code when it has one', () => {
    expect.hasAssertions(); // the checks sit in a loop over a list read at run time
    for (const f of scenarioAccounts.flatMap((a) => [a.loginFailure, a.authcodeFailure]).filter((f) => !!f)) {
      expect(knownMessages.has(f.message), f.message).toBe(true);
      if (f.errorCode) expect(f.errorCode).toMatch(CID_PATTERN);
    }
  });

  it('finds accounts case-insensitively; an unknown address is not found', () => {
    expect(findAccount(' Confirmed@Example.com ')?.email).toBe('confirmed@example.com');
    expect(findAccount('new@example.com')).toBeUndefined();
  });

  it('the README documents every scenario account', () => {
    expect.hasAssertions(); // the checks sit in a loop over a list read at run time
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    for (const a of scenarioAccounts) expect(readme, a.email).toContain(`\`${a.email}\``);
  });

  it('every client returns only to the demo callback', () => {
    expect.hasAssertions(); // the checks sit in a loop over a list read at run time
    for (const c of registeredClients('http://localhost:4001')) {
      expect(c.redirectUris).toEqual(['http://localhost:4001/callback']);
    }
  });
});
