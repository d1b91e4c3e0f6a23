export * from './WarningCallout.tsx';
