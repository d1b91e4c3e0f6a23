export * from './Details.tsx';
