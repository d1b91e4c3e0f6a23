import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Body, Heading, LinkProvider } from '@nhsl/ui';
import { shell } from '@nhsl/content';
import { ID_TOKEN_COOKIE } from '@nhsl/contract';
import { StoreProvider } from '../stores/StoreContext.tsx';
import { storyStore } from '../test/storyHelpers.tsx';
import { AppShell } from './AppShell.tsx';
import { RouterLink } from './RouterLink.tsx';
import { PageLoading } from './PageLoading.tsx';
import type { RouteMeta } from './routeMeta.ts';
import type { PageNotice } from '../stores/stores.ts';

const examplePage = (
  <>
    <Heading>Example page</Heading>
    <Body>The page content sits in the main landmark, two thirds wide on desktop.</Body>
  </>
);

/** An id_token for the stories' client that expires in 2100 (the app only reads its claims). */
const signedInToken = ['{"alg":"none"}', '{"sub":"account-1","aud":"demo-client","exp":4102444800}']
  .map((part) => btoa(part).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_'))
  .join('.');

function ShellWith({
  banner = '',
  firstVisit = false,
  signedIn = false,
  content = examplePage,
  notice = '',
}: {
  banner?: string;
  firstVisit?: boolean;
  signedIn?: boolean;
  content?: ReactNode;
  /** The notice of the page the server answered with (a cookie banner choice posted as a form). */
  notice?: PageNotice | '';
}) {
  const store = storyStore({
    setup: (s) => {
      s.page.setBanner(banner);
      s.page.setShownNotice(notice);
    },
    cookies: {
      ...(firstVisit ? {} : { cookiePreference: 'no' }),
      ...(signedIn ? { [ID_TOKEN_COOKIE]: `${signedInToken}.` } : {}),
    },
  });
  const router = createMemoryRouter(
    [
      {
        element: <AppShell />,
        children: [
          {
            path: '*',
            handle: { id: 'story:shell', title: 'Example page' } satisfies RouteMeta,
            element: content,
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

/** Signed in (a finished sign-in): the header links to the account pages, "Your NHS login". Issue 27. */
export const ShellSignedIn: Story = {
  render: () => <ShellWith signedIn />,
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Your NHS login' });
    await expect(link).toHaveAttribute('href', '/account');
    await expect(canvas.getByRole('banner')).toContainElement(link);
  },
};

/** A page in its loading state: the spinner, and no footer until the page's content is there. */
export const ShellWhilePageLoads: Story = {
  render: () => <ShellWith content={<PageLoading label={shell.spinnerLabel} />} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(shell.spinnerLabel)).toBeVisible();
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.queryByRole('contentinfo')).toBeNull();
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

/**
 * The page the server answered a cookie banner choice posted as a form with (without script, or a
 * press before the app took the page over; issue 54): the banner's confirmation, an alert that
 * takes focus, with "Hide this message".
 */
export const ShellCookieChoicePosted: Story = {
  render: () => <ShellWith notice="cookiesRejected" />,
  play: async ({ canvas }) => {
    const confirmation = canvas.getByRole('alert');
    await expect(confirmation).toHaveTextContent('You have rejected analytics cookies.');
    await waitFor(() => expect(confirmation).toHaveFocus());
    // "Hide this message" as ShellFirstVisit shows it; the baseline keeps the confirmation.
    await expect(canvas.getByRole('button', { name: 'Hide this message' })).toBeVisible();
  },
};

/**
 * A first visit in Welsh (issue 46): the cookie banner, the header (its language link offers
 * "English") and the footer in Welsh; no play: plays assert English.
 */
export const ShellFirstVisitWelsh: Story = {
  render: () => (
    <ShellWith
      firstVisit
      content={
        <>
          <Heading>Tudalen enghreifftiol</Heading>
          <Body>Mae cynnwys y dudalen yn y prif dirnod, dwy ran o dair o'r lled ar gyfrifiadur.</Body>
        </>
      }
    />
  ),
  globals: { locale: 'cy' },
};
