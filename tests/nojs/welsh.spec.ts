import { welshScenarios } from '../welshScenarios.ts';

// issue 46 ("Cymraeg"), without script: the same journeys as tests/welsh.spec.ts, by the server alone.
welshScenarios();
