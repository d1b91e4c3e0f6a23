export * from './FormGroup.tsx';
