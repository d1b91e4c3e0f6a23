export * from './ServiceStatusBanner.tsx';
