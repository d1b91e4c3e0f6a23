// Must stay the first import: zod is told not to probe for eval before any schema exists.
import './lib/zodJitless.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { RootStore } from './stores/RootStore.ts';
import { loadServiceStatus } from './shell/serviceStatus.ts';

const store = new RootStore();
store.hydrate();
store.startFromCookie();
store.cookieConsent.start();
void loadServiceStatus(store.page);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App store={store} />
  </StrictMode>,
);
