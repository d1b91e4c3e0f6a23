import { createContext, useContext } from 'react';
import { hasCatalog, LANG_ATTRIBUTE, loadCatalog, setLocale, type CompiledCatalog, type Locale } from '@nhsl/content';
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
 * `rerender` draws the page again in the new locale and what the user had typed is given back
 * ({@link noteFields}); focus goes to the language link, which now offers the language left.
 * When the server or the catalog cannot be reached, the browser follows the link instead (the
 * server's page, in the new language).
 * @param container - the app's root element
 * @param rerender - renders the app in `locale` (a new tree: its forms start from their defaults)
 */
export function languageSwitch(container: HTMLElement, rerender: (locale: Locale) => void): SwitchLanguage {
  return (locale, href) => {
    void (async () => {
      try {
        const res = await fetch(href, { headers: { [DATA_REQUEST_HEADER]: '1' }, credentials: 'same-origin' });
        if (!res.ok) throw new Error(`language choice answered ${res.status}`);
        await loadLocale(locale);
      } catch {
        window.location.assign(href);
        return;
      }
      const giveBack = noteFields(container);
      rerender(locale);
      giveBack();
      container.querySelector<HTMLElement>('[data-language-link]')?.focus();
    })();
  };
}

/**
 * What the page's form fields hold now (by id: text typed, boxes ticked, radio buttons chosen),
 * and the function that gives it back to the page drawn again, as if entered again: a text field
 * gets its text with an input event, a box or radio button is clicked, so react-hook-form and
 * React hear it as usual. Nothing is stored: the values live in this closure.
 * @param container - the app's root element
 */
export function noteFields(container: HTMLElement): () => void {
  const fields = [...container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[id], textarea[id]')]
    .filter((el) => el.type !== 'hidden' && el.type !== 'submit')
    .map((el) => ({ id: el.id, value: el.value, checked: 'checked' in el ? el.checked : false, type: el.type }));
  return () => {
    for (const f of fields) {
      const el = document.getElementById(f.id);
      if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement)) continue;
      if (f.type === 'checkbox' || f.type === 'radio') {
        if (el instanceof HTMLInputElement && el.checked !== f.checked && (f.checked || f.type === 'checkbox'))
          el.click();
        continue;
      }
      if (el.value === f.value) continue;
      const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el) as object, 'value')?.set;
      setValue?.call(el, f.value);
      el.dispatchEvent(new Event('input', { bubbles: true }));
    }
  };
}
