import { createContext, useContext, type ReactNode } from 'react';

/**
 * The texts the components say on their own: none is built in (issue 26), so another language
 * needs no change to the library. The app fills them from packages/content (`uiLabels`).
 */
export interface UiLabels {
  /** Visually hidden prefix of every inline error message, e.g. "Error:". */
  errorPrefix: string;
  /** Title of the ErrorSummary, e.g. "There is a problem". */
  errorSummaryTitle: string;
  /** Text of the BackLink, e.g. "Back". */
  back: string;
  /** PasswordInput's toggle while the password is hidden, e.g. "Show". */
  showPassword: string;
  /** PasswordInput's toggle while the password is shown, e.g. "Hide". */
  hidePassword: string;
  /** Announced when the password is shown, e.g. "Your password is visible". */
  passwordShown: string;
  /** Announced when the password is hidden again, e.g. "Your password is hidden". */
  passwordHidden: string;
  /** DateInput's part labels, e.g. Day, Month, Year. */
  dateParts: { day: string; month: string; year: string };
}

const LabelsContext = createContext<UiLabels | null>(null);

/** Props of {@link LabelsProvider}. */
export interface LabelsProviderProps {
  /** Every text the components need (see {@link UiLabels}). */
  labels: UiLabels;
  /** The tree that uses them. */
  children: ReactNode;
}

/**
 * Gives the components their own texts. ThemeProvider includes one (its `labels` prop); use this
 * alone for a subtree in another wording.
 */
export function LabelsProvider({ labels, children }: LabelsProviderProps) {
  return <LabelsContext.Provider value={labels}>{children}</LabelsContext.Provider>;
}

/**
 * The labels of the nearest {@link LabelsProvider}.
 * @throws Error when no provider is above the component (the library has no built-in English).
 */
export function useLabels(): UiLabels {
  const labels = useContext(LabelsContext);
  if (!labels) throw new Error('@nhsl/ui: wrap the app in <ThemeProvider labels={…}> (or <LabelsProvider>).');
  return labels;
}
