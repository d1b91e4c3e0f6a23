import { StrictMode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Heading, LinkProvider } from '@nhsl/ui';
import { StoreProvider } from '../stores/StoreContext.tsx';
import { storyStore } from '../test/storyHelpers.tsx';
import { AppShell } from './AppShell.tsx';
import type { RouteMeta } from './routeMeta.ts';
import { RouterLink } from './RouterLink.tsx';

function renderShell() {
  const store = storyStore({ cookies: { cookiePreference: 'no' } });
  const page = (title: string) => ({
    handle: { id: `test:${title}`, title } satisfies RouteMeta,
    element: <Heading>{title}</Heading>,
  });
  const router = createMemoryRouter(
    [
      {
        element: <AppShell />,
        children: [
          { path: '/first', ...page('First page') },
          { path: '/second', ...page('Second page') },
        ],
      },
    ],
    { initialEntries: ['/first'] },
  );
  // StrictMode runs each effect twice on mount (as in development): the first load must still not move focus.
  render(
    <StrictMode>
      <StoreProvider store={store}>
        <LinkProvider component={RouterLink}>
          <RouterProvider router={router} />
        </LinkProvider>
      </StoreProvider>
    </StrictMode>,
  );
  return router;
}

describe('AppShell focus (issue 25)', () => {
  it('leaves focus at the top on the first load; after a route change focuses main and says the new page name', async () => {
    const router = renderShell();
    expect(await screen.findByRole('heading', { name: 'First page' })).toBeInTheDocument();
    expect(document.activeElement).toBe(document.body);
    expect(screen.getByTestId('route-announcer')).toHaveTextContent(/^$/);
    await act(() => router.navigate('/second'));
    expect(await screen.findByRole('heading', { name: 'Second page' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
    expect(screen.getByTestId('route-announcer')).toHaveTextContent('Second page');
    expect(screen.getByTestId('route-announcer')).toHaveAttribute('aria-live', 'polite');
    expect(document.title).toBe('Second page - NHS login');
  });
});
