// Must stay the first import: zod is told not to probe for eval before any schema exists.
import './lib/zodJitless.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { RootStore } from './stores/RootStore.ts';
import { loadServiceStatus } from './shell/serviceStatus.ts';

const store = new RootStore();
store.hydrate();
store.startFromCookie();
store.cookieConsent.start();
void store.consent.prefetchClient();
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
