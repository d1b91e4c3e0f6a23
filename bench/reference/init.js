// Starts the nhsuk-frontend components, as a page built with the design system's own JavaScript does.
import { initAll } from './nhsuk-frontend.min.js';

initAll();
