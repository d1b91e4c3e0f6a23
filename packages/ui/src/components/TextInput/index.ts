export * from './TextInput.tsx';
