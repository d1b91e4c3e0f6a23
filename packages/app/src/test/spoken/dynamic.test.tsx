import { describeDynamicMessages } from './dynamicMessages.tsx';

describeDynamicMessages('en');
describeDynamicMessages('cy');
