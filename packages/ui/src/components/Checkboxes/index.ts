export * from './Checkboxes.tsx';
