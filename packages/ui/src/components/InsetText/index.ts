export * from './InsetText.tsx';
