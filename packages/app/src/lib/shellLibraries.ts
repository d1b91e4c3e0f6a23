/**
 * A start-up step of its own (src/main.tsx): this module is part of the `routing` file
 * (vite.config.ts `startUpChunks`), which holds React Router and styled-components, so importing
 * it evaluates those libraries in a task apart from the app's shell that uses them (issue 23
 * "blocking time"). It exports nothing: the file, not this module, is the step.
 */
export {};
