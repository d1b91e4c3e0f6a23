import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect, userEvent } from 'storybook/test';
import { LinkProvider } from '@nhsl/ui';
import { errorPages } from '@nhsl/content';
import { StoreProvider } from '../stores/StoreContext.tsx';
import { storyStore } from '../test/storyHelpers.tsx';
import { AppShell } from './AppShell.tsx';
import { ChunkErrorPage } from './ChunkErrorPage.tsx';
import { RouteErrorPage } from './RouteErrorPage.tsx';
import { RouterLink } from './RouterLink.tsx';
import type { RouteMeta } from './routeMeta.ts';

/** A route whose page throws while rendering, as a broken page or a failed loader would. */
function BrokenPage(): never {
  throw new Error('story: the page failed');
}

/**
 * The app's two fallbacks for a page that cannot be shown (spec 000 §2 "error", §4 "Session
 * restart and loading"), in the same router set-up as the app (routes.tsx): a route that throws
 * shows RouteErrorPage with its own header and footer; a page whose chunk still fails after the
 * one reload shows ChunkErrorPage inside the shell.
 */
function Fallback({ page }: { page: 'route' | 'chunk' }) {
  const store = storyStore({ cookies: { cookiePreference: 'no' } });
  const router = createMemoryRouter(
    [
      {
        element: <AppShell />,
        errorElement: <RouteErrorPage />,
        children: [
          {
            path: '*',
            handle: { id: 'story:error', title: errorPages.error.heading } satisfies RouteMeta,
            element: page === 'route' ? <BrokenPage /> : <ChunkErrorPage />,
          },
        ],
      },
    ],
    { initialEntries: ['/some-page'] },
  );
  return (
    <StoreProvider store={store}>
      <LinkProvider component={RouterLink}>
        <RouterProvider router={router} />
      </LinkProvider>
    </StoreProvider>
  );
}

const meta = {
  title: 'Pages/Shell/Error fallbacks',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A route threw: "Something went wrong" with the skip link, header and footer, never a blank screen. */
export const RouteError: Story = {
  render: () => <Fallback page="route" />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: errorPages.error.heading })).toBeVisible();
    await expect(canvas.getByText(errorPages.error.tryAgain)).toBeVisible();
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
  },
};

/** A page's chunk failed again after the reload: "Something went wrong" in the shell's main area. */
export const ChunkError: Story = {
  render: () => <Fallback page="chunk" />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: errorPages.error.heading })).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveTextContent(errorPages.error.body);
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
  },
};
