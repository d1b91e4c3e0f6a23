export * from './SummaryList.tsx';
