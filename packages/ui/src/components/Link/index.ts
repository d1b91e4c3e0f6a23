export * from './Link.tsx';
export * from './LinkContext.tsx';
export * from './LinkButton.tsx';
