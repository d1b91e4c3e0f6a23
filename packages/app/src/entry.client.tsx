import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { DEFAULT_LOCALE, supportedLocale } from '@nhsl/content';
import { loadLocale } from './shell/LanguageSwitch.tsx';
import { resumeFailedNavigation } from './framework/navigationTarget.ts';

/**
 * The framework build's start-up (issue 55): the page's locale first (a Welsh page hydrates in
 * Welsh: its catalog is a chunk of its own), then the router hydrates the server's document.
 */
async function start(): Promise<void> {
  // A reload React Router made for a route module that failed to load goes on to the page asked for.
  if (resumeFailedNavigation()) return;
  const locale = supportedLocale(document.documentElement.lang) ?? DEFAULT_LOCALE;
  if (locale !== DEFAULT_LOCALE) await loadLocale(locale);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
      {
        // The server's markup could not be hydrated and React drew the page again: said on the page
        // (`<html data-render>`, as today's build says it) and in the console.
        onRecoverableError(error) {
          document.documentElement.dataset.render = 'client (hydration failed)';
          console.error(error);
        },
      },
    );
  });
}

void start();
