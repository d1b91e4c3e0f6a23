export * from './TimeoutWarning.tsx';
