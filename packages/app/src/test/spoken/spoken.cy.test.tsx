import { describeTranscripts } from './pageTranscripts.tsx';

describeTranscripts('cy');
