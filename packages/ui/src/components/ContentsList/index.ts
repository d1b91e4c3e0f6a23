export * from './ContentsList.tsx';
