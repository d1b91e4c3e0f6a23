export * from './Spinner.tsx';
