export * from './ErrorMessage.tsx';
