export * from './PageLayout.tsx';
