import { welshScenarios } from './welshScenarios.ts';

// issue 46 ("Cymraeg"), with script: see welshScenarios.ts; tests/nojs/welsh.spec.ts runs them without.
welshScenarios();
