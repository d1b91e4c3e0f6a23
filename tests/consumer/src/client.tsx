import { hydrateRoot } from 'react-dom/client';
import { FormPage } from './FormPage.tsx';

hydrateRoot(document.getElementById('root')!, <FormPage />, {
  onRecoverableError: (error) => console.error('recoverable', error),
});
document.documentElement.dataset.hydrated = 'true';
