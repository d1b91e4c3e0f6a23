import type { Express } from 'express';
import {
  ACCESS_SCOPE,
  apiPaths,
  authcodeResponseSchema,
  clientInfoSchema,
  consentRequestSchema,
  oidcParamsSchema,
  refuseRequestSchema,
  refuseResponseSchema,
  serverMessages,
  type OidcParams,
} from '@nhsl/contract';
import type { Clock } from './clock.ts';
import {
  HttpError,
  fail,
  parseBody,
  queryString,
  scenarioFailure,
  sendJson,
  sessionOf,
  unauthorized,
  verifiedAccount,
  withInteraction,
} from './http.ts';
import type { Oidc } from './oidc/provider.ts';
import type { RegisteredClient, ScenarioAccount } from './scenarios.ts';
import type { Session, Store } from './store.ts';
import type { IdTokenIssuer } from './tokens.ts';

/** What the journey's end needs of the rest of the simulator. */
export interface ConsentDeps {
  store: Store;
  clock: Clock;
  oidc: Oidc;
  clientById: Map<string, RegisteredClient>;
  idToken: IdTokenIssuer;
  /** Whether an account still needs identity proofing (uplift_required; issue 45 item 1). */
  upliftRequired: (account: ScenarioAccount) => boolean;
}

/**
 * The journey's end, after `/api`'s session check: the client's details, the authorisation code
 * step (proofing, terms update or consent first, when needed), consent, refusal (back to the
 * client with access_denied) and the terms update. spec 000 §4, §7.
 * @param app - the simulator's Express app
 * @param deps - its state, the provider and the id token issuer
 */
export function installConsent(
  app: Express,
  { store, clock, oidc, clientById, idToken, upliftRequired }: ConsentDeps,
): void {
  /**
   * The consent and terms-update calls: the session's credential must carry the access scope
   * (spec 000 §6; issue 28 item 2), else 401 Unauthorized.
   */
  const accessAccount = (session: Session): ScenarioAccount => {
    const account = verifiedAccount(session);
    if (!session.scopes.includes(ACCESS_SCOPE)) throw unauthorized();
    return account;
  };

  app.get(apiPaths.clientInfo, (req, res) => {
    const id = queryString((req.query as Record<string, unknown>)['client-id']);
    if (!id) throw fail(serverMessages.badRequest);
    const client = clientById.get(id);
    if (!client) throw new HttpError(404, serverMessages.clientNotFound);
    // The registered redirect URIs ride along (issue 24): the app sends the browser only there.
    sendJson(res, clientInfoSchema, { ...client.info, redirect_uris: client.redirectUris });
  });

  app.post(apiPaths.authcode, async (req, res) => {
    const params: OidcParams = parseBody(oidcParamsSchema, req.body);
    const session = sessionOf(res);
    if (params.client_id !== session.params.client_id) throw fail(serverMessages.badRequest);
    const account = verifiedAccount(session);
    if (account.authcodeFailure) throw scenarioFailure(account.authcodeFailure);
    // The identity level asked for (vtr) first: proofing, or access_denied when it cannot be reached.
    const uplift_required = upliftRequired(account);
    const levelLocation = await withInteraction(() => oidc.levelCheck(session, account));
    if (levelLocation) {
      return sendJson(res, authcodeResponseSchema, {
        id_token: idToken(session, account),
        Location: levelLocation,
        consent_required: false,
        terms_update_required: false,
        uplift_required,
      });
    }
    const state = store.accountState(account);
    const id_token = idToken(session, account);
    if (account.termsUpdateRequired && !state.termsAccepted) {
      return sendJson(res, authcodeResponseSchema, {
        id_token,
        consent_required: false,
        terms_update_required: true,
        uplift_required,
      });
    }
    if (!state.consents.has(session.params.client_id)) {
      return sendJson(res, authcodeResponseSchema, {
        id_token,
        consent_required: true,
        terms_update_required: false,
        uplift_required,
      });
    }
    // The provider finishes the interaction; its resume address sends the browser on to the
    // session's registered redirect_uri with a code and the original state.
    const Location = await withInteraction(() => oidc.finish(session, account));
    return sendJson(res, authcodeResponseSchema, {
      id_token,
      Location,
      consent_required: false,
      terms_update_required: false,
      uplift_required,
    });
  });

  app.post(apiPaths.consent, (req, res) => {
    const body = parseBody(consentRequestSchema, req.body);
    const session = sessionOf(res);
    const account = accessAccount(session);
    if (body['client-id'] !== session.params.client_id) throw fail(serverMessages.badRequest);
    store.accountState(account).consents.add(session.params.client_id);
    store.accountState(account).consentedAt.set(session.params.client_id, clock.now());
    res.status(200).json({ consented: true });
  });

  // The user went back to the client without signing in (consent or terms refused): the
  // provider ends the interaction with access_denied and the reason as error_description.
  app.post(apiPaths.refuse, async (req, res) => {
    const { reason } = parseBody(refuseRequestSchema, req.body);
    const session = sessionOf(res);
    verifiedAccount(session);
    const Location = await withInteraction(() => oidc.refuse(session, reason));
    sendJson(res, refuseResponseSchema, { Location });
  });

  app.post(apiPaths.termsUpdate, (_req, res) => {
    const account = accessAccount(sessionOf(res));
    store.accountState(account).termsAccepted = true;
    res.status(204).end();
  });
}
