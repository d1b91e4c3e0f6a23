export * from './Panel.tsx';
