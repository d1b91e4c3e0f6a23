import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { RootStore } from './stores/RootStore.ts';

const store = new RootStore();
store.hydrate();
store.startFromCookie();
store.cookieConsent.start();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App store={store} />
  </StrictMode>,
);
