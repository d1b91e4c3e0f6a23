import type { Preview } from '@storybook/react-vite';
import { createGlobalStyle } from 'styled-components';
import { ThemeProvider } from '@nhsl/ui';
import {
  DEFAULT_LOCALE,
  LANG_ATTRIBUTE,
  loadCatalog,
  setLocale,
  supportedLocale,
  uiLabels,
  type CompiledCatalog,
} from '@nhsl/content';
import cyCatalog from '@nhsl/content/locales/cy.compiled.json';
import { a11yParameters } from '../packages/ui/src/storybook/a11y.ts';

// The Welsh catalog, loaded once for the toolbar's Language switch and the `Welsh` stories (issue 46).
loadCatalog('cy', cyCatalog as CompiledCatalog);

/**
 * Every story renders inside the theme, in the toolbar's language (`locale` global: English by
 * default, Welsh for the `Welsh` stories, which set `globals: { locale: 'cy' }`). `a11y.test: 'error'` makes any axe violation fail the
 * story's test; the rules run are WCAG 2.0, 2.1 and 2.2 A and AA
 * (including colour contrast and 2.2's target size; see packages/ui/src/storybook/a11y.ts).
 */
/**
 * An approximation of forced colours (Windows High Contrast) for the "Forced colours" toolbar
 * item: CSS cannot switch the browser's real forced-colours mode, so this does what it does to
 * our styles: backgrounds, box shadows and images go, text and borders take the system colours,
 * and every outline, even a transparent one, is drawn in the highlight colour, so a focus state
 * that relies on a yellow background or a box shadow shows as nothing. The faithful check is the
 * visual baselines taken with Chromium's own forced-colours emulation
 * (tests/visual/forcedColours.visual.ts). Issue 25.
 */
const ApproximateForcedColours = createGlobalStyle`
  *, *::before, *::after {
    background-color: Canvas !important;
    background-image: none !important;
    box-shadow: none !important;
    text-shadow: none !important;
    color: CanvasText !important;
    border-color: CanvasText !important;
    outline-color: Highlight !important;
  }
  a:link, a:visited, a *, button:not([aria-disabled='true']) { color: LinkText !important; }
  svg { fill: currentColor !important; }
`;

const preview: Preview = {
  decorators: [
    (Story, { globals }) => {
      // Every content export reads the current locale, so it is set before the story renders; the
      // key remounts the whole story when the language changes, so nothing keeps the old words.
      const locale = supportedLocale(globals.locale as string | undefined) ?? DEFAULT_LOCALE;
      setLocale(locale);
      document.documentElement.lang = LANG_ATTRIBUTE[locale];
      return (
        <ThemeProvider key={locale} labels={uiLabels} locale={locale === 'cy' ? 'cy' : undefined}>
          {globals.forcedColours === 'approximate' ? <ApproximateForcedColours /> : null}
          <Story />
        </ThemeProvider>
      );
    },
  ],
  globalTypes: {
    locale: {
      description: "Language of every text (issue 46): the content and the components' own labels",
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'cy', title: 'Cymraeg' },
        ],
        dynamicTitle: true,
      },
    },
    forcedColours: {
      description: 'Forced colours (Windows High Contrast), approximated in CSS: review focus states with it',
      toolbar: {
        title: 'Forced colours',
        icon: 'contrast',
        items: [
          { value: 'off', title: 'Normal colours' },
          { value: 'approximate', title: 'Forced colours (approximation)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { forcedColours: 'off', locale: 'en' },
  parameters: {
    layout: 'padded',
    a11y: a11yParameters,
    viewport: {
      options: {
        small: { name: 'Small screen (320px)', styles: { width: '320px', height: '640px' } },
        tablet: { name: 'Tablet (768px)', styles: { width: '768px', height: '1024px' } },
      },
    },
  },
  tags: ['autodocs'],
};
export default preview;
