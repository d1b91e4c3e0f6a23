// Must stay the first import: zod is told not to probe for eval before any schema exists.
import './lib/zodJitless.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { RootStore } from './stores/RootStore.ts';
import { loadServiceStatus } from './shell/serviceStatus.ts';
import { paths } from './paths.ts';

const store = new RootStore();
store.hydrate();
store.startFromCookie();
store.cookieConsent.start();
// The consent pages load the client themselves (and route its failure); elsewhere it is fetched
// quietly so that later pages (session-timeout) can name the client.
const loadsClientItself: string[] = [paths.consent, paths.consentConfirmation];
if (!loadsClientItself.includes(window.location.pathname)) {
  void store.consent.prefetchClient();
}
void loadServiceStatus(store.page);

// The first render is a transition, so React renders it in slices and yields to the browser
// between them instead of one long task (issue 9: total blocking time on a slow phone).
const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(
    <StrictMode>
      <App store={store} />
    </StrictMode>,
  );
});
