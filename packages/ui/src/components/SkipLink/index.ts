export * from './SkipLink.tsx';
