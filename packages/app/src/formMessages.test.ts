import { describe, expect, it } from 'vitest';
import { changeMobile, registration } from '@nhsl/content';
import { passkeyMessages } from './journeys/passkey/schemas.ts';
import { resetMessages } from './journeys/reset-password/schemas.ts';
import { signInMessages } from './shell/formSchemas.ts';
import { phoneMessages } from './shell/phoneSchemas.ts';
import { registrationFormMessages } from './shell/registrationSchemas.ts';

describe('issue 54 "Bad input": one message per rule on every form', () => {
  const forms = {
    'enter-email and login': [signInMessages.EMAIL_MIN_LENGTH, signInMessages.EMAIL_FORMAT],
    registration: [registrationFormMessages.EMAIL_MIN_LENGTH, registrationFormMessages.EMAIL_FORMAT],
    'forgotten password': [resetMessages.RESET_EMAIL_MIN_LENGTH, resetMessages.RESET_EMAIL_FORMAT],
    'passkey email': [passkeyMessages.EMAIL_MIN_LENGTH, passkeyMessages.EMAIL_FORMAT],
  };
  it.each(Object.entries(forms))(
    '%s: the email length and format messages are the same as everywhere',
    (_f, [min, format]) => {
      const minText = 'Enter an email address with at least 6 characters';
      expect(min).toEqual({ summary: minText, inline: minText });
      expect(format).toEqual({
        summary: 'Enter an email address in the correct format',
        inline: 'Enter an email address in the correct format, like name@example.com',
      });
    },
  );
  it("the mobile number messages and example are recovery's", () => {
    const recovery = phoneMessages(changeMobile.messages);
    expect(registrationFormMessages.MOBILE_FORMAT).toEqual(recovery.FORMAT);
    expect(registrationFormMessages.MOBILE_TOO_LONG).toEqual(recovery.TOO_LONG);
    expect(registration.enterMobile.hint).toBe(changeMobile.hint);
  });
});
