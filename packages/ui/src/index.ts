/**
 * @nhsl/ui — the accessible component library (NHS.UK design-system names and behaviour).
 * Components take all text as props; none imports the app, routes or HTTP.
 */
export * from './theme/index.ts';
export { useHydrated } from './hooks/useHydrated.ts';
export * from './labels/index.ts';
export * from './components/BackLink/index.ts';
export * from './components/Button/index.ts';
export * from './components/Card/index.ts';
export * from './components/Checkboxes/index.ts';
export * from './components/Details/index.ts';
export * from './components/ErrorMessage/index.ts';
export * from './components/ErrorSummary/index.ts';
export * from './components/Fieldset/index.ts';
export * from './components/Footer/index.ts';
export * from './components/FormGroup/index.ts';
export * from './components/Header/index.ts';
export * from './components/InsetText/index.ts';
export * from './components/Link/index.ts';
export * from './components/MaskedNumber/index.ts';
export * from './components/NotificationBanner/index.ts';
export * from './components/PageLayout/index.ts';
export * from './components/Radios/index.ts';
export * from './components/ServiceStatusBanner/index.ts';
export * from './components/SkipLink/index.ts';
export * from './components/Spinner/index.ts';
export * from './components/TextInput/index.ts';
export * from './components/Typography/index.ts';
export * from './components/VisuallyHidden/index.ts';
export * from './components/ContentsList/index.ts';
export * from './components/CookieBanner/index.ts';
export * from './components/SideNavigation/index.ts';
export * from './components/CodeInput/index.ts';
export * from './components/DateInput/index.ts';
export * from './components/Panel/index.ts';
export * from './components/PasswordInput/index.ts';
export * from './components/SummaryList/index.ts';
export * from './components/Tag/index.ts';
export * from './components/WarningCallout/index.ts';
export * from './components/TimeoutWarning/index.ts';
