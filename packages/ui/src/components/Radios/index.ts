export * from './Radios.tsx';
