export * from './Header.tsx';
