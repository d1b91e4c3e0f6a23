import { createContext, useContext } from 'react';
import { hasCatalog, LANG_ATTRIBUTE, loadCatalog, setLocale, type CompiledCatalog, type Locale } from '@nhsl/content';
import { keepTypedValues } from '../server/typedValues.ts';
import { DATA_REQUEST_HEADER } from './serverRoute.ts';

/**
 * Page script's language switch (issue 46), given by the app to the header's language link: it
 * switches the page in place, keeping what was typed. None on the server and in stories: the link
 * is then a plain link the server answers.
 */
export type SwitchLanguage = (locale: Locale, href: string) => void;

/** The app's {@link SwitchLanguage}, if page script runs. */
export const LanguageSwitchContext = createContext<SwitchLanguage | undefined>(undefined);

/** The header's in-place language switch, or undefined (server, stories): see {@link SwitchLanguage}. */
export function useLanguageSwitch(): SwitchLanguage | undefined {
  return useContext(LanguageSwitchContext);
}

/**
 * Makes a locale's catalog available in the browser: Welsh is a chunk of its own, fetched only by
 * a page read in Welsh (issue 46: only the page's locale is sent).
 * @param locale - the page's locale
 * @throws the chunk's load error (the caller falls back to the server's page)
 */
export async function loadLocale(locale: Locale): Promise<void> {
  if (!hasCatalog(locale)) {
    const { default: catalog } = await import('@nhsl/content/locales/cy.compiled.json');
    loadCatalog(locale, catalog as CompiledCatalog);
  }
  setLocale(locale);
  document.documentElement.lang = LANG_ATTRIBUTE[locale];
}

/**
 * The switch's steps, for the app's root: the server keeps the choice (the language link's own
 * address, asked as data: the language cookie and the journey's state), the catalog loads, then
 * `rerender` draws the page again in the new locale and what the user had typed is given back.
 * When the server or the catalog cannot be reached, the browser follows the link instead (the
 * server's page, in the new language).
 * @param container - the app's root element
 * @param rerender - renders the app in `locale` (a new tree: its forms start from their defaults)
 */
export function languageSwitch(container: HTMLElement, rerender: (locale: Locale) => void): SwitchLanguage {
  return (locale, href) => {
    const typed = keepTypedValues(container);
    void (async () => {
      try {
        const res = await fetch(href, { headers: { [DATA_REQUEST_HEADER]: '1' }, credentials: 'same-origin' });
        if (!res.ok) throw new Error(`language choice answered ${res.status}`);
        await loadLocale(locale);
      } catch {
        typed();
        window.location.assign(href);
        return;
      }
      rerender(locale);
      typed();
      container.querySelector<HTMLElement>('[data-language-link]')?.focus();
    })();
  };
}
