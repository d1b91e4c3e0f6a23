export * from './VisuallyHidden.tsx';
