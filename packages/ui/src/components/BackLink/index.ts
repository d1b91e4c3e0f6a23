export * from './BackLink.tsx';
