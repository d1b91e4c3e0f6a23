export * from './MaskedNumber.tsx';
