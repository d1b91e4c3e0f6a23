import { common } from './common.ts';

/**
 * The texts @nhsl/ui's components say on their own (its `UiLabels`), given to its ThemeProvider
 * by the app (issue 26: the library has no built-in English).
 */
export const uiLabels = {
  errorPrefix: common.errorPrefix,
  errorSummaryTitle: common.errorSummaryTitle,
  back: common.back,
  showPassword: 'Show',
  hidePassword: 'Hide',
  passwordShown: 'Your password is visible',
  passwordHidden: 'Your password is hidden',
  dateParts: { day: 'Day', month: 'Month', year: 'Year' },
};
