import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { Decorator } from '@storybook/react-vite';
import { LinkProvider, PageLayout } from '@nhsl/ui';
import { ApiError } from '../api/ApiError.ts';
import type { IdentityApi } from '../api/IdentityApi.ts';
import type { RegistrationApi } from '../journeys/register/RegistrationApi.ts';
import type { RecoveryApi } from '../journeys/recovery/RecoveryApi.ts';
import { stubApi } from './stubApi.ts';
import { memoryCookieJar } from '../lib/cookieJar.ts';
import { RouterLink } from '../shell/RouterLink.tsx';
import { nullStorage } from '../stores/persistence.ts';
import { RootStore, type RootStoreOptions } from '../stores/RootStore.ts';
import { StoreProvider } from '../stores/StoreContext.tsx';

/** A promise that never settles: shows a page's loading or busy state. */
export const pending = <T,>(): Promise<T> => new Promise<T>(() => undefined);

/** A rejected call as the server would answer it. */
export const serverError = (message: string, status = 400, errorCode = '') =>
  Promise.reject(new ApiError('http', status, errorCode, message));

/** Options of {@link withApp}. */
export interface AppStoryOptions {
  /** The stub back end (registration calls included). */
  api?: Partial<IdentityApi & RegistrationApi & RecoveryApi>;
  /** Sets store state before the page renders. */
  setup?: (store: RootStore) => void;
  /** The path the page is shown at. */
  path?: string;
  /** Initial cookies. */
  cookies?: Record<string, string>;
  /** Minimum delay in ms of the timed steps (default 0; a spinner story passes a very long one). */
  minimumDelayMs?: number;
  /** Passkey feature flag, browser support check and prompt (default: the build's flag and this browser's). */
  passkey?: RootStoreOptions['passkey'];
}

/** A store with a live session for the demo client. */
export function storyStore({ api, setup, cookies, minimumDelayMs = 0, passkey }: AppStoryOptions = {}): RootStore {
  const store = new RootStore({
    api: stubApi(api),
    storage: nullStorage,
    cookies: memoryCookieJar(cookies),
    minimumDelayMs,
    passkey,
  });
  store.session.setSession('story-session', {
    client_id: 'demo-client',
    redirect_uri: 'http://localhost:4001/callback',
    state: 'state-123',
  });
  setup?.(store);
  return store;
}

function Frame({ store, path, children }: { store: RootStore; path: string; children: ReactNode }) {
  const router = createMemoryRouter([{ path: '*', element: <PageLayout>{children}</PageLayout> }], {
    initialEntries: [path],
  });
  return (
    <StoreProvider store={store}>
      <LinkProvider component={RouterLink}>
        <RouterProvider router={router} />
      </LinkProvider>
    </StoreProvider>
  );
}

/**
 * Storybook decorator: renders a page inside the main layout with a store (stub back end) and
 * a memory router, as the app would.
 * @param options - stub calls, store setup, path
 */
export function withApp(options: AppStoryOptions = {}): Decorator {
  return (Story) => (
    <Frame store={storyStore(options)} path={options.path ?? '/'}>
      <Story />
    </Frame>
  );
}
