export * from './Link.tsx';
export * from './LinkContext.tsx';
