import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStory } from '@storybook/react-vite';
import { TimeoutWarning } from '@nhsl/ui';
import { setLocale, sessionTimeoutWarning, timeLeftText, type Locale } from '@nhsl/content';
import * as shellStories from '../../shell/AppShell.stories.tsx';
import * as signInStories from '../../journeys/sign-in/pages/SignInPages.stories.tsx';
import { listen } from './screenReader.ts';

/** Waits for what a press sets going (effects, the stub back end's answer, the reader's tick). */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 60)));

/** How many of the phrases say `text`. */
const times = (phrases: string[], text: string) => phrases.filter((p) => p.includes(text)).length;

/** A story in the locale asked for. */
function storyIn<M extends { default: object }>(module: M, name: keyof M & string, locale: Locale) {
  const story = module[name] as { globals?: object };
  return composeStory(
    { ...story, globals: { ...story.globals, locale } } as never,
    module.default as never,
    undefined,
    name,
  );
}

/** The timeout warning as the app opens it, over a field the user was typing in. */
function WarningOverField() {
  const [open, setOpen] = useState(false);
  const c = sessionTimeoutWarning;
  return (
    <main>
      <label htmlFor="email">{c.heading}</label>
      <input id="email" />
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <TimeoutWarning
        isOpen={open}
        heading={c.heading}
        secondsLeft={115}
        countdown={(s) => c.countdown(timeLeftText(s))}
        body={c.extendableBody}
        continueText={c.stay}
        onContinue={() => setOpen(false)}
        signOutText={c.signOut}
        onSignOut={() => undefined}
      />
    </main>
  );
}

/**
 * The spoken-output tests of the messages that come without a new page (issue 54): a security
 * code sent again, the cookie banner's confirmation, the timeout warning opening, and "Stay
 * logged in". Each is said once; the transcripts are kept in docs/spoken/<locale>/Dynamic-messages.md.
 * @param locale - the language
 */
export function describeDynamicMessages(locale: Locale): void {
  describe(`what a screen reader says of a message that comes without a new page, in ${locale} (issue 54)`, () => {
    it(
      'a code sent again, the cookie confirmation, the timeout warning and "Stay logged in": each said once',
      { timeout: 60_000 },
      async () => {
        const user = userEvent.setup();
        const sections: string[] = [];
        const record = (heading: string, phrases: string[]) =>
          sections.push(`## ${heading}\n\n${phrases.map((p) => `- ${p}`).join('\n')}\n`);

        // 1. "Send the security code again" on enter-mobile-code: the success banner.
        const Resent = storyIn(signInStories, 'EnterMobileCodeResent', locale);
        const resent = render(<Resent />);
        await settle();
        let reader = await listen();
        await user.click(document.querySelector('details summary')!);
        await user.click(document.querySelector<HTMLButtonElement>('details button')!);
        await settle();
        const codeSent = await reader.take();
        await reader.stop();
        resent.unmount();
        const message = document.createElement('p');
        record('A security code sent again (enter-mobile-code)', codeSent);
        expect(codeSent.some((p) => p.startsWith('alert: '))).toBe(true);
        const sentText = codeSent.find((p) => p.startsWith('alert: '))!.replace(/^alert: /, '');
        // The message is said once (before, by the alert and again by the focus on it).
        expect(times(codeSent, sentText.split(' ').slice(-4).join(' '))).toBe(1);
        message.remove();

        // 2. The cookie banner's "Do not use analytics cookies".
        const FirstVisit = storyIn(shellStories, 'ShellFirstVisit', locale);
        const shell = render(<FirstVisit />);
        await settle();
        reader = await listen();
        const reject = document.querySelectorAll<HTMLButtonElement>('[data-testid="cookie-banner"] button')[1]!;
        await user.click(reject);
        await settle();
        const confirmation = await reader.take();
        await reader.stop();
        const confirmed = document.querySelector('[data-testid="cookie-banner-confirmation"]')?.textContent ?? '';
        shell.unmount();
        record('The cookie banner, "Do not use analytics cookies" pressed', confirmation);
        expect(confirmed).not.toBe('');
        expect(confirmation.join(' | ')).toContain(confirmed.split('.')[0]!);

        // 3 and 4. The timeout warning opening over a field, then "Stay logged in".
        setLocale(locale);
        const warning = render(<WarningOverField />);
        reader = await listen();
        screen.getByRole('textbox').focus();
        await reader.take();
        await act(() => screen.getByRole('button', { name: 'open' }).click());
        await settle();
        const opening = await reader.take();
        record('The timeout warning opening (2 minutes left)', opening);
        const countdown = sessionTimeoutWarning.countdown(timeLeftText(120));
        // The time left is said once on opening (before, 4 times).
        expect(times(opening, countdown)).toBe(1);
        await user.click(screen.getByRole('button', { name: sessionTimeoutWarning.stay }));
        await settle();
        await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
        const stayed = await reader.take();
        record('"Stay logged in" pressed', stayed);
        await reader.stop();
        // Focus is back on the field the user came from, and the reader says so.
        expect(screen.getByRole('textbox')).toHaveFocus();
        expect(stayed.at(-1)).toMatch(/^textbox, /);
        warning.unmount();
        setLocale('en');

        await expect(`# Messages that come without a new page\n\n${sections.join('\n')}`).toMatchFileSnapshot(
          `../../../../../docs/spoken/${locale}/Dynamic-messages.md`,
        );
      },
    );
  });
}
