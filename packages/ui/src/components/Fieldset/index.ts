export * from './Fieldset.tsx';
