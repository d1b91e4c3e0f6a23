/**
 * Design tokens following the NHS.UK design system: colours (the only place a hex value may
 * appear, checked by tokens.test.ts), spacing scale (px), type scale (px, mobile and tablet-up),
 * the yellow focus state and breakpoints (px). Components read them through {@link theme}.
 */
export const tokens = {
  colour: {
    blue: '#005eb8',
    darkBlue: '#003087',
    white: '#ffffff',
    black: '#212b32',
    text: '#212b32',
    secondaryText: '#4c6272',
    green: '#007f3b',
    darkGreen: '#00401e',
    red: '#d5281b',
    yellow: '#ffeb3b',
    warmYellow: '#ffb81c',
    purple: '#330072',
    darkPink: '#7c2855',
    grey1: '#4c6272',
    grey2: '#768692',
    grey3: '#aeb7bd',
    grey4: '#d8dde0',
    grey5: '#f0f4f5',
    link: '#005eb8',
    linkHover: '#7c2855',
    linkVisited: '#330072',
    linkActive: '#002f5c',
    focus: '#ffeb3b',
    focusText: '#212b32',
    border: '#d8dde0',
    formBorder: '#4c6272',
    error: '#d5281b',
    pageBackground: '#f0f4f5',
    buttonPrimary: '#007f3b',
    buttonPrimaryShadow: '#00401e',
    buttonSecondaryShadow: '#003087',
    buttonPrimaryHover: '#00662f',
    buttonSecondaryHover: '#e8f1f8',
    buttonReverseHover: '#f0f0f0',
    buttonWarningShadow: '#6b140e',
    buttonWarningHover: '#aa2016',
    paleBlue: '#e8f1f8',
    paleGreen: '#e6f2ec',
    paleRed: '#fbeae8',
    paleYellow: '#fff9c4',
    darkRed: '#6b140e',
  },
  /** Spacing scale in px, index 0–9 (NHS.UK responsive spacing, static values). */
  space: [0, 4, 8, 16, 24, 32, 40, 48, 56, 64],
  font: {
    family: '"Frutiger W01", Arial, sans-serif',
    weightNormal: 400,
    weightBold: 600,
  },
  /** Type scale: [mobile size, tablet-up size, line height] in px. */
  type: {
    64: [48, 64, 1.09],
    48: [32, 48, 1.125],
    36: [27, 36, 1.11],
    26: [22, 26, 1.23],
    22: [19, 22, 1.36],
    19: [16, 19, 1.47],
    16: [14, 16, 1.5],
    14: [12, 14, 1.71],
  } as Record<64 | 48 | 36 | 26 | 22 | 19 | 16 | 14, readonly [number, number, number]>,
  /** Breakpoints, min-width in px. */
  breakpoint: { mobile: 320, tablet: 641, desktop: 769, largeDesktop: 990 },
  /** Width of the page container, px. */
  pageWidth: 960,
  borderWidth: { form: 2, formError: 4, focus: 4 },
} as const;

/** Name of a colour token. */
export type ColourToken = keyof typeof tokens.colour;

/**
 * The CSS custom property that carries a colour token, e.g. `--nhsl-blue`. A consuming service
 * re-themes every component by setting these (or with ThemeProvider's `colours`).
 * @param name - the token's name
 */
export function colourProperty(name: ColourToken): string {
  return `--nhsl-${name.replace(/[A-Z0-9]/g, (c) => `-${c.toLowerCase()}`)}`;
}

/**
 * CSS declarations setting each colour custom property, e.g. `--nhsl-blue: #005eb8;`.
 * @param colours - the colours to set (default every token's value)
 */
export function colourProperties(colours: Partial<Record<ColourToken, string>> = tokens.colour): string {
  return Object.entries(colours)
    .map(([name, value]) => `${colourProperty(name as ColourToken)}: ${value};`)
    .join(' ');
}

const colourVars = Object.fromEntries(
  Object.keys(tokens.colour).map((name) => [name, `var(${colourProperty(name as ColourToken)})`]),
) as Record<ColourToken, string>;

/**
 * The tokens as components read them (and as the styled-components theme): every colour is a
 * reference to its CSS custom property (`var(--nhsl-blue)`), set on :root by GlobalStyle, so a
 * service can re-theme without rebuilding; sizes are numbers from {@link tokens}.
 */
export const theme = { ...tokens, colour: colourVars };

/** The theme's type, for styled-components' DefaultTheme. */
export type Theme = typeof theme;

/** Media query for widths from the tablet breakpoint up. */
export const tabletUp = `@media (min-width: ${theme.breakpoint.tablet}px)`;
/** Media query for widths from the desktop breakpoint up. */
export const desktopUp = `@media (min-width: ${theme.breakpoint.desktop}px)`;

/**
 * CSS for a responsive font size from the type scale.
 * @param size - a step of the type scale (px at tablet-up)
 */
export function fontSize(size: keyof Theme['type']): string {
  const [mobile, tablet, lineHeight] = theme.type[size];
  return `font-size: ${mobile}px; line-height: ${lineHeight}; ${tabletUp} { font-size: ${tablet}px; }`;
}

/**
 * A transparent outline for every focus state (as nhsuk-frontend and GOV.UK Frontend do): it
 * cannot be seen normally, but forced colours (Windows High Contrast) draws it in the system's
 * colour, where backgrounds and box shadows (the yellow focus state) are removed. WCAG 2.4.7;
 * issue 25 "Forced colours".
 */
export const focusOutlineForcedColours = `
  outline: ${theme.borderWidth.focus}px solid transparent;
  outline-offset: 4px;
`;

/** The NHS.UK focus state for links and text: yellow background, black underline bar. */
export const focusText = `
  ${focusOutlineForcedColours}
  background-color: ${theme.colour.focus};
  box-shadow: 0 -2px ${theme.colour.focus}, 0 4px ${theme.colour.focusText};
  color: ${theme.colour.focusText};
  text-decoration: none;
`;

/** The NHS.UK focus state for form inputs: yellow outline with a black inner border. */
export const focusInput = `
  outline: ${theme.borderWidth.focus}px solid ${theme.colour.focus};
  outline-offset: 0;
  box-shadow: inset 0 0 0 2px ${theme.colour.focusText};
`;
