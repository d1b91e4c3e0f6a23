export * from './Typography.tsx';
