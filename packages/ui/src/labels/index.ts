export { LabelsProvider, useLabels } from './Labels.tsx';
export type { LabelsProviderProps, UiLabels } from './Labels.tsx';
