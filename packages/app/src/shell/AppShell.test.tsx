import { StrictMode } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Heading, LinkProvider } from '@nhsl/ui';
import { ID_TOKEN_COOKIE } from '@nhsl/contract';
import { backLinkTexts } from '@nhsl/content';
import { StoreProvider } from '../stores/StoreContext.tsx';
import { storyStore } from '../test/storyHelpers.tsx';
import { AppShell } from './AppShell.tsx';
import type { RouteMeta } from './routeMeta.ts';
import { RouterLink } from './RouterLink.tsx';
import { HISTORY_BACK, backTo, followBackLinks, type BackLinkDeclaration } from './backLink.ts';

/** An element's text with its whitespace collapsed, as a reader meets it (vitest 5's own toHaveTextContent takes no pattern). */
const textOf = (el: Element | null) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

function renderShell(initial = '/first', cookies: Record<string, string> = {}) {
  const store = storyStore({ cookies: { cookiePreference: 'no', ...cookies } });
  const page = (title: string, backLink?: BackLinkDeclaration) => ({
    handle: { id: `test:${title}`, title, ...(backLink ? { backLink } : {}) } satisfies RouteMeta,
    element: (
      <>
        <Heading>{title}</Heading>
        <input aria-label={`Field of ${title}`} />
      </>
    ),
  });
  const router = createMemoryRouter(
    [
      {
        element: <AppShell />,
        children: [
          { path: '/first', ...page('First page') },
          { path: '/second', ...page('Second page', backTo('/first')) },
          { path: '/policy', ...page('Policy page', backTo(HISTORY_BACK, 'account')) },
          {
            path: '/details',
            ...page('Details page', (search) => (search.get('noMatch') === 'true' ? backTo('/no-match') : undefined)),
          },
        ],
      },
    ],
    { initialEntries: [initial] },
  );
  // As start.tsx does for the app's router: the page state follows the route's back link.
  followBackLinks(router, store.page);
  // StrictMode runs each effect twice on mount (as in development): the first load must still not move focus.
  const { unmount } = render(
    <StrictMode>
      <StoreProvider store={store}>
        <LinkProvider component={RouterLink}>
          <RouterProvider router={router} />
        </LinkProvider>
      </StoreProvider>
    </StrictMode>,
  );
  return { router, store, unmount };
}

describe('AppShell focus (issue 25)', () => {
  it("leaves focus at the top on the first load; after a route change focuses the page's heading, which alone says the page name", async () => {
    const { router } = renderShell();
    expect(await screen.findByRole('heading', { name: 'First page' })).toBeInTheDocument();
    expect(document.activeElement).toBe(document.body);
    expect(textOf(screen.getByTestId('route-announcer'))).toMatch(/^$/);
    await act(() => router.navigate('/second'));
    const heading = await screen.findByRole('heading', { name: 'Second page' });
    // A named focus target (issue 45): the heading, focusable only until focus leaves it.
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
    // One announcement per navigation (issue 54): the heading's focus names the page, so the live
    // region (kept for a page with no heading yet) says nothing as well.
    expect(textOf(screen.getByTestId('route-announcer'))).toMatch(/^$/);
    expect(screen.getByTestId('route-announcer')).toHaveAttribute('aria-live', 'polite');
    expect(document.title).toBe('Second page - NHS login');
  });
});

describe('AppShell back link from page state (spec 000 §3, issue 28 item 7)', () => {
  it('draws the route’s back link from the page state, first in main: after a route change it is one Shift+Tab from the heading', async () => {
    const { router, store } = renderShell();
    expect(await screen.findByRole('heading', { name: 'First page' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back' })).toBeNull();
    expect(store.page.backLink).toBe('');
    await act(() => router.navigate('/second'));
    expect(await screen.findByRole('heading', { name: 'Second page' })).toBeInTheDocument();
    expect(store.page).toMatchObject({ backLink: '/first', backLinkText: 'Back' });
    const back = screen.getByRole('link', { name: 'Back' });
    expect(back).toHaveAttribute('href', '/first');
    const main = screen.getByRole('main');
    const heading = screen.getByRole('heading', { name: 'Second page' });
    expect(heading).toHaveFocus();
    // Inside main, before the page's heading: the same place and Tab order as the pages' own had.
    expect(main.contains(back)).toBe(true);
    expect(back.compareDocumentPosition(heading)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    await userEvent.tab();
    expect(screen.getByLabelText('Field of Second page')).toHaveFocus();
    // The heading is no longer a Tab stop once left: Shift+Tab goes past it to the back link.
    expect(heading).not.toHaveAttribute('tabindex');
    await userEvent.tab({ shift: true });
    expect(back).toHaveFocus();
    // Following it goes to its target, whose page has none.
    await userEvent.click(back);
    expect(await screen.findByRole('heading', { name: 'First page' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back' })).toBeNull();
  });

  it('a history back link is a button that goes one step back', async () => {
    const { router } = renderShell();
    await act(() => router.navigate('/second'));
    await act(() => router.navigate('/policy'));
    await userEvent.click(await screen.findByRole('button', { name: backLinkTexts.account }));
    expect(await screen.findByRole('heading', { name: 'Second page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/second');
  });

  it('a back link that depends on the query shows only with it', async () => {
    const { router } = renderShell('/details');
    expect(await screen.findByRole('heading', { name: 'Details page' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back' })).toBeNull();
    await act(() => router.navigate('/details?noMatch=true'));
    expect(await screen.findByRole('link', { name: 'Back' })).toHaveAttribute('href', '/no-match');
  });
});

/** An id_token (unsigned: the app only reads its claims) for `aud`, expiring `exp` seconds after the epoch. */
const idToken = (aud: string, exp: number) =>
  ['{"alg":"none"}', JSON.stringify({ sub: 'account-1', aud, exp })]
    .map((part) => Buffer.from(part).toString('base64url'))
    .join('.') + '.';

describe('AppShell header account link (issue 27)', () => {
  const later = Math.floor(Date.now() / 1000) + 3600;

  it('once the sign-in is finished (an id_token for this client), the header links to the account pages', async () => {
    renderShell('/first', { [ID_TOKEN_COOKIE]: idToken('demo-client', later) });
    const link = await screen.findByRole('link', { name: 'Your NHS login' });
    expect(link).toHaveAttribute('href', '/account');
    expect(screen.getByRole('navigation', { name: 'Account' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toContainElement(link);
  });

  it('not before: no id_token, an expired one, or another client’s', async () => {
    for (const cookies of [
      {} as Record<string, string>,
      { [ID_TOKEN_COOKIE]: idToken('demo-client', 1000) },
      { [ID_TOKEN_COOKIE]: idToken('another-client', later) },
    ]) {
      const { unmount } = renderShell('/first', cookies);
      expect(await screen.findByRole('heading', { name: 'First page' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Your NHS login' })).toBeNull();
      unmount();
    }
  });
});
