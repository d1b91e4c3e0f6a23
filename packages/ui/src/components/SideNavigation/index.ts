export * from './SideNavigation.tsx';
