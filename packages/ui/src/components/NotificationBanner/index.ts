export * from './NotificationBanner.tsx';
