export * from './DateInput.tsx';
