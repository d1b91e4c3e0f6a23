import { StrictMode } from 'react';
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

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App store={store} />
  </StrictMode>,
);
