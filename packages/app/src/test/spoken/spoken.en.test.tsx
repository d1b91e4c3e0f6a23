import { describeTranscripts } from './pageTranscripts.tsx';

describeTranscripts('en');
