import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect, userEvent } from 'storybook/test';
import { Body, Heading, LinkProvider } from '@nhsl/ui';
import { StoreProvider } from '../stores/StoreContext.tsx';
import { storyStore } from '../test/storyHelpers.tsx';
import { AppShell } from './AppShell.tsx';
import { RouterLink } from './RouterLink.tsx';
import type { RouteMeta } from './routeMeta.ts';

function ShellWith({ banner = '', firstVisit = false }: { banner?: string; firstVisit?: boolean }) {
  const store = storyStore({
    setup: (s) => s.page.setBanner(banner),
    cookies: firstVisit ? {} : { cookiePreference: 'no' },
  });
  const router = createMemoryRouter(
    [
      {
        element: <AppShell />,
        children: [
          {
            path: '*',
            handle: { id: 'story:shell', title: 'Example page' } satisfies RouteMeta,
            element: (
              <>
                <Heading>Example page</Heading>
                <Body>The page content sits in the main landmark, two thirds wide on desktop.</Body>
              </>
            ),
          },
        ],
      },
    ],
    { initialEntries: ['/example'] },
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
  title: 'Pages/Shell',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The shell: skip link, header, main, footer with the spec's links and Crown copyright. */
export const Shell: Story = {
  render: () => <ShellWith />,
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
    for (const name of ['Terms of use', 'Cookies', 'Accessibility']) {
      await expect(canvas.getByRole('link', { name })).toBeVisible();
    }
    await expect(canvas.getByText('© Crown copyright')).toBeVisible();
    await expect(document.title).toBe('Example page - NHS login');
  },
};

/** The shell with a service status message. */
export const ShellWithServiceStatus: Story = {
  render: () => <ShellWith banner="NHS login will be unavailable on Sunday from 1am to 3am for planned maintenance." />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Service status' })).toHaveTextContent('planned maintenance');
  },
};

/** A first visit: the cookie banner comes before the skip link; rejecting shows its confirmation. */
export const ShellFirstVisit: Story = {
  render: () => <ShellWith firstVisit />,
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'I am OK with analytics cookies' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Do not use analytics cookies' }));
    await expect(canvas.getByRole('region', { name: 'Cookies on NHS login' })).toHaveTextContent(
      'You have rejected analytics cookies.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Hide this message' }));
    await expect(canvas.queryByRole('region', { name: 'Cookies on NHS login' })).toBeNull();
  },
};
