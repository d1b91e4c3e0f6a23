import type { ReactNode } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from '@testing-library/react';
import { Heading, LinkProvider } from '@nhsl/ui';
import { ID_TOKEN_COOKIE, authorizePath } from '@nhsl/contract';
import { StoreProvider } from '../stores/StoreContext.tsx';
import type { RootStore } from '../stores/RootStore.ts';
import { AppShell } from '../shell/AppShell.tsx';
import { RouterLink } from '../shell/RouterLink.tsx';
import { storyStore, type AppStoryOptions } from './storyHelpers.tsx';
import { NotRegisteredPage, OtpRequestsExceededPage } from '../journeys/sign-in/pages/ProblemPages.tsx';
import { ErrorAccountPage } from '../journeys/static/pages/BlockedPages.tsx';
import PasskeyEnterEmailPage from '../journeys/passkey/pages/PasskeyEnterEmailPage.tsx';
import { ConfirmAccountReplacementPage } from '../journeys/duplicate-account/pages/DuplicatePages.tsx';
import { AlreadyCompletedPage } from '../journeys/proofing/pages/OutcomePages.tsx';
import { SetCookiesPage } from '../journeys/dev/pages/SetCookiesPage.tsx';
import EnterMobileCodePage from '../journeys/sign-in/pages/EnterMobileCodePage.tsx';

// Issue 45 item 6: the seed items that were covered without a test, each asserted as the user
// sees it (visible text, link targets, the document title).

afterEach(cleanup);

/** Renders `page` at `path` with a store (stub back end, live session) and a memory router. */
function show(page: ReactNode, options: AppStoryOptions & { path?: string } = {}): RootStore {
  const store = storyStore({ cookies: { cookiePreference: 'no' }, ...options });
  const router = createMemoryRouter([{ path: '*', element: page }], { initialEntries: [options.path ?? '/'] });
  render(
    <StoreProvider store={store}>
      <LinkProvider component={RouterLink}>
        <RouterProvider router={router} />
      </LinkProvider>
    </StoreProvider>,
  );
  return store;
}

describe('seed items covered without a test (issue 45 item 6)', () => {
  it('a route without a title of its own has the default title "NHS login" (spec 000 §1)', async () => {
    const store = storyStore({ cookies: { cookiePreference: 'no' } });
    const router = createMemoryRouter(
      [
        {
          element: <AppShell />,
          children: [{ path: '/untitled', handle: { id: 'test:untitled' }, element: <Heading>Untitled</Heading> }],
        },
      ],
      { initialEntries: ['/untitled'] },
    );
    render(
      <StoreProvider store={store}>
        <LinkProvider component={RouterLink}>
          <RouterProvider router={router} />
        </LinkProvider>
      </StoreProvider>,
    );
    await screen.findByRole('heading', { name: 'Untitled' });
    expect(document.title).toBe('NHS login');
  });

  it('not-registered says the user is not registered or gave the wrong address, and offers Try again (spec 000 §2)', () => {
    show(<NotRegisteredPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'We cannot log you in' })).toBeVisible();
    expect(
      screen.getByText('You are not registered for NHS login, or you entered the wrong email address.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/enter-email');
  });

  it('error-account shows CID2014 and a help link to the help centre, opening in a new tab (spec 000 §2)', () => {
    show(<ErrorAccountPage />);
    expect(screen.getByText(/CID2014/)).toBeVisible();
    const link = screen.getByRole('link', { name: /Contact the NHS login Help Centre/ });
    expect(link).toHaveAttribute('href', 'https://help.login.nhs.uk/contactus');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('otp-requests-exceeded offers "Log in with my passkey" only where passkeys are on for the journey and supported (spec 000 §2, §6)', async () => {
    const passkey = { enabled: true, checkSupport: () => Promise.resolve(true) };
    show(<OtpRequestsExceededPage />, { passkey, setup: (s) => s.journey.assign({ fido2Enabled: true }) });
    expect(await screen.findByRole('link', { name: 'Log in with my passkey' })).toHaveAttribute(
      'href',
      '/passkey-enter-email',
    );
    cleanup();
    show(<OtpRequestsExceededPage />, { passkey, setup: (s) => s.journey.assign({ fido2Enabled: false }) });
    await screen.findByRole('heading', { level: 1, name: 'You cannot continue' });
    expect(screen.queryByText('Log in with my passkey')).toBeNull();
  });

  it('passkey-enter-email explains passkeys before the email field (spec 000 §2)', () => {
    show(<PasskeyEnterEmailPage />, { path: '/passkey-enter-email' });
    expect(
      screen.getByText(
        'A passkey lets you log in with your fingerprint, face or screen lock instead of a password and security code.',
      ),
    ).toBeVisible();
    expect(
      screen.getByText('You can only use a passkey on a device where you have set one up for your NHS login.'),
    ).toBeVisible();
    expect(screen.getByLabelText('Email address')).toBeVisible();
  });

  it('confirm-account-replacement states the proof needed and its four warnings (spec 001 §2)', () => {
    show(<ConfirmAccountReplacementPage />, {
      setup: (s) =>
        s.proofingState.assign({
          p5DuplicateFound: true,
          accountMigrationEnabled: true,
          eligibleForAccountMigrationJourney: true,
        }),
    });
    expect(
      screen.getByText(
        'You will need to prove who you are using photo ID and a face recording, or your GP surgery details.',
      ),
    ).toBeVisible();
    for (const warning of [
      'Your existing account will be deleted after your ID checks are complete and you log in.',
      'We will email your old email address before and after it is deleted.',
      'Your health records, letters and prescriptions will move to your new account.',
      'Your messages and saved settings will be lost.',
    ]) {
      expect(screen.getByText(warning)).toBeVisible();
    }
  });

  it('p5-already-completed says matching is needed only once (spec 001 §2)', () => {
    show(<AlreadyCompletedPage />);
    expect(screen.getByText('You only need to match your NHS login to your NHS record once.')).toBeVisible();
  });

  it('the developer page links to the authorize (auth-init) address with the demo client and its own return-uri (spec 001 §2)', () => {
    show(<SetCookiesPage routes={['/enter-email']} />, { path: '/set-cookies' });
    const link = screen.getByRole('link', { name: 'Start a new journey for the demo client and come back here' });
    const href = new URL(link.getAttribute('href') ?? '', 'http://app.test');
    expect(href.pathname).toBe(authorizePath);
    expect(href.searchParams.get('client_id')).toBe('demo-client');
    expect(href.searchParams.get('return-uri')).toBe('/set-cookies');
    expect(within(screen.getByRole('list')).getByRole('link', { name: '/enter-email' })).toBeVisible();
  });
});

describe('seed items covered without a test (issue 54 "Seeds")', () => {
  it('the footer links to the Help Centre, opening in a new tab (spec 000 §2 "Shell footer links")', async () => {
    const store = storyStore({ cookies: { cookiePreference: 'no' } });
    const router = createMemoryRouter(
      [
        {
          element: <AppShell />,
          children: [{ path: '/page', handle: { id: 'test:page' }, element: <Heading>Page</Heading> }],
        },
      ],
      { initialEntries: ['/page'] },
    );
    render(
      <StoreProvider store={store}>
        <LinkProvider component={RouterLink}>
          <RouterProvider router={router} />
        </LinkProvider>
      </StoreProvider>,
    );
    await screen.findByRole('heading', { name: 'Page' });
    const footer = screen.getByRole('contentinfo');
    const link = within(footer).getByRole('link', { name: 'Help Centre (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://help.login.nhs.uk/');
    expect(link).toHaveAttribute('target', '_blank');
    // Last of the support links, after Terms of use, Cookies and Accessibility (spec 000 §2).
    expect(within(footer).getAllByRole('link').at(-1)).toBe(link);
  });

  it('enter-mobile-code offers "Log in with my passkey" under "I cannot log in using my mobile phone" where passkeys are available (spec 000 §2)', async () => {
    const passkey = { enabled: true, checkSupport: () => Promise.resolve(true) };
    const profile = { email: 'confirmed@example.com', phoneNumber: '*******0123' };
    const user = userEvent.setup();
    const store = show(<EnterMobileCodePage />, {
      passkey,
      setup: (s) => {
        s.journey.assign({ fido2Enabled: true });
        s.profile.assign(profile);
      },
    });
    await act(() => store.passkey.checkSupport());
    const expander = screen.getByText('I cannot log in using my mobile phone');
    await user.click(expander);
    const details = expander.closest('details')!;
    expect(details).toHaveAttribute('open');
    expect(within(details).getByRole('link', { name: 'Log in with my passkey' })).toHaveAttribute(
      'href',
      '/passkey-enter-email',
    );
    expect(within(details).getByRole('link', { name: 'Change my mobile phone number' })).toBeVisible();
    cleanup();
    // Not for this journey (the flag off): the other options only.
    const without = show(<EnterMobileCodePage />, {
      passkey,
      setup: (s) => {
        s.journey.assign({ fido2Enabled: false });
        s.profile.assign(profile);
      },
    });
    await act(() => without.passkey.checkSupport());
    const again = screen.getByText('I cannot log in using my mobile phone').closest('details')!;
    expect(within(again).getByRole('link', { name: 'Change my mobile phone number' })).toBeInTheDocument();
    expect(within(again).queryByRole('link', { name: 'Log in with my passkey' })).toBeNull();
  });

  it('the developer page sets the id_token cookie to the ID token pasted, with the sign-in parameters (spec 001 §2 "set cookies")', async () => {
    const user = userEvent.setup();
    const store = show(<SetCookiesPage routes={['/enter-email']} />, { path: '/set-cookies' });
    expect(store.cookies.get(ID_TOKEN_COOKIE)).toBeUndefined();
    const token = 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJhY2N0LTQyIn0.sig';
    await user.click(screen.getByLabelText('Sign-in parameters (JSON)'));
    await user.paste(
      JSON.stringify({ session_id: 's1', client_id: 'demo-client', redirect_uri: 'http://localhost:4001/callback' }),
    );
    await user.click(screen.getByLabelText('ID token'));
    await user.paste(token);
    await user.click(screen.getByRole('button', { name: 'Set cookies' }));
    expect(await screen.findByText('The cookies have been set.')).toBeVisible();
    expect(store.cookies.get(ID_TOKEN_COOKIE)).toBe(token);
  });
});
