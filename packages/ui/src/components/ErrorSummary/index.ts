export * from './ErrorSummary.tsx';
