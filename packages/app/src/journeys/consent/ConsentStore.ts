import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError } from '../../api/ApiError.ts';
import type { IdentityApi } from '../../api/IdentityApi.ts';
import type { ClientInfo, RefusalReason } from '@nhsl/contract';
import { consentRefusedUrl, refusalUrl, registeredRedirect } from '../../lib/navigation.ts';
import { logCallFailure } from '../../observability/log.ts';
import { paths } from '../../paths.ts';
import type { ClientStore, SessionStore } from '../../stores/stores.ts';
import type { Next } from '../../shell/next.ts';

/** What the consent store needs. */
export interface ConsentDeps {
  api: IdentityApi;
  session: SessionStore;
  client: ClientStore;
  /**
   * The reset action, called at the journey's end: the refusal sends the browser back to the
   * client (spec 000 §3 "Persisted state groups"; issue 28 item 8). `replay`: the client's
   * redirect_uri with the same refusal, where a repeat of the refusal goes (issue 45).
   */
  onJourneyEnd?: (replay?: string) => void;
}

/** Load state of the client info. */
export type LoadState = 'idle' | 'loading' | 'loaded' | 'failed';

/**
 * Consent to share identity with the client (nhs-login-consent, consent-confirmation).
 * spec 000 §2 "Consent screens", §4 "After authcode".
 */
export class ConsentStore {
  /** Client info load state. */
  loadState: LoadState = 'idle';
  /** A consent request is in flight. */
  busy = false;

  /** The client-info request in flight and the client it asks about, shared by every caller. */
  private pending: { clientId: string; request: Promise<ClientInfo> } | undefined;

  constructor(private readonly deps: ConsentDeps) {
    makeAutoObservable<ConsentStore, 'deps' | 'pending' | 'fetchClient' | 'registeredRedirectUri'>(this, {
      deps: false,
      pending: false,
      fetchClient: false,
      registeredRedirectUri: false,
    });
  }

  /** The client info held is this session's client's, so there is nothing to load. */
  get holdsSessionClient(): boolean {
    const clientId = this.deps.session.clientId;
    return Boolean(clientId) && this.deps.client.client?.client_id === clientId;
  }

  /**
   * Whether the consent pages can show their content: the client's info is loaded, or already
   * held for this session's client. A page then renders at once instead of showing its spinner
   * for a frame before loadClient runs (issue 9: nothing moves on screen, CLS 0).
   */
  get ready(): boolean {
    return this.loadState === 'loaded' || this.holdsSessionClient;
  }

  /**
   * One client-info request per client at a time: the quiet prefetch at start-up and the consent
   * page's own load share it, so a page opened straight away sends one request, not two.
   * @param clientId - the session's client id
   * @throws ApiError - as the API client raises it
   */
  private fetchClient(clientId: string): Promise<ClientInfo> {
    if (this.pending?.clientId !== clientId) {
      const request = this.deps.api.getClientInfo(clientId).finally(() => {
        if (this.pending?.request === request) this.pending = undefined;
      });
      this.pending = { clientId, request };
    }
    return this.pending.request;
  }

  /**
   * Loads the client's info (display name, terms, approved scopes) unless it is already held for
   * this client. Returns where to go when it cannot (session timeout or error), else undefined.
   */
  async loadClient(): Promise<Next | undefined> {
    const clientId = this.deps.session.clientId;
    if (!clientId) return { kind: 'navigate', to: paths.noClientInfo };
    if (this.holdsSessionClient) {
      this.loadState = 'loaded';
      return undefined;
    }
    this.loadState = 'loading';
    try {
      const info = await this.fetchClient(clientId);
      runInAction(() => {
        this.deps.client.assign({ client: info });
        this.loadState = 'loaded';
      });
      return undefined;
    } catch (e) {
      void logCallFailure('consent:client-info', e);
      runInAction(() => (this.loadState = 'failed'));
      return e instanceof ApiError && e.kind === 'unauthorized'
        ? { kind: 'navigate', to: paths.sessionTimeout }
        : { kind: 'navigate', to: paths.error };
    }
  }

  /**
   * Fetches the client's info quietly when a journey starts, so that pages shown before consent
   * (session-timeout's link back "by name when known", spec 001 §2) can name the client. Does
   * nothing without a session or when the info is already held; a failure is ignored (the
   * consent pages load it again and route its failure).
   */
  async prefetchClient(): Promise<void> {
    const clientId = this.deps.session.clientId;
    if (!clientId || !this.deps.session.marker || this.holdsSessionClient) return;
    try {
      const info = await this.fetchClient(clientId);
      runInAction(() => {
        if (this.deps.session.clientId === clientId) this.deps.client.assign({ client: info });
      });
    } catch {
      // Not needed yet: the consent pages load it themselves.
    }
  }

  /** The approved scopes of the client (for the descriptions list). */
  get approvedScopes(): string[] {
    return this.deps.client.client?.approved_scopes ?? [];
  }

  /**
   * The consented claims sent with "I agree": the client's `claims` when its client info carries
   * them, otherwise the approved scopes the page shows (spec 000 §3, §4; shared spec DECISIONS
   * "consent consented-claims"; issue 28 item 5).
   */
  get consentedClaims(): string[] {
    const claims = this.deps.client.client?.claims ?? [];
    return claims.length > 0 ? claims : this.approvedScopes;
  }

  /**
   * "I agree": records consent with the client id, the consented claims
   * ({@link consentedClaims}) and the OIDC parameters, then goes back to authcode. 401 →
   * session-timeout.
   */
  async agree(): Promise<Next> {
    const params = this.deps.session.oidcParams;
    if (!params) return { kind: 'navigate', to: paths.noClientInfo };
    if (this.busy) return { kind: 'formError', field: '', code: 'BUSY' };
    this.busy = true;
    try {
      await this.deps.api.consent(params.client_id, this.consentedClaims, params);
      return { kind: 'navigate', to: paths.authcode };
    } catch (e) {
      void logCallFailure('consent:consent', e);
      return e instanceof ApiError && e.kind === 'unauthorized'
        ? { kind: 'navigate', to: paths.sessionTimeout }
        : { kind: 'navigate', to: paths.error };
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  /**
   * terms-update "Agree and continue": accepts the terms (authorization header from the session),
   * then goes on to authcode. 401 → session-timeout; other failures → error. spec 001 §4.
   */
  async agreeToTerms(): Promise<Next> {
    if (this.busy) return { kind: 'formError', field: '', code: 'BUSY' };
    this.busy = true;
    try {
      await this.deps.api.termsUpdate();
      return { kind: 'navigate', to: paths.authcode };
    } catch (e) {
      void logCallFailure('consent:terms-update', e);
      return e instanceof ApiError && e.kind === 'unauthorized'
        ? { kind: 'navigate', to: paths.sessionTimeout }
        : { kind: 'navigate', to: paths.error };
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  /**
   * Where terms-update "I do not agree" points: back to the client without signing in, as
   * access_denied with error_description TermsNotAgreed and the state (the spec leaves this
   * open; docs/decisions/0031-consent-refusal-and-terms.md records it). It is the link's address;
   * {@link declineTerms} is what a click does. Without a session: no-client-info.
   */
  get termsDeclinedUrl(): string {
    const params = this.deps.session.oidcParams;
    if (!params) return paths.noClientInfo;
    const registered = this.registeredRedirectUri;
    return registered ? refusalUrl(registered, 'TermsNotAgreed', params.state) : paths.error;
  }

  /**
   * The client's registered redirect URI (from client-info, the back end's) that the session's
   * redirect_uri names, or undefined: a refusal address is built only from it (issue 24), never
   * from the session's own copy, which page script could have written.
   */
  private get registeredRedirectUri(): string | undefined {
    const params = this.deps.session.oidcParams;
    const held = this.deps.client.client;
    if (!params || held?.client_id !== params.client_id) return undefined;
    return registeredRedirect(params.redirect_uri, held.redirect_uris ?? []);
  }

  /**
   * terms-update "I do not agree": the OpenID Provider ends the sign-in with access_denied /
   * TermsNotAgreed and sends the browser to the client. 401 → session-timeout; any other
   * failure → the direct address of {@link termsDeclinedUrl}.
   */
  declineTerms(): Promise<Next> {
    return this.refuse('TermsNotAgreed', this.termsDeclinedUrl);
  }

  /** Asks the provider to end the sign-in with access_denied and the reason; see callers. */
  private async refuse(reason: RefusalReason, fallback: string): Promise<Next> {
    if (!this.deps.session.oidcParams) return { kind: 'navigate', to: paths.noClientInfo };
    try {
      const url = await this.deps.api.refuse(reason);
      this.deps.onJourneyEnd?.(/^https?:/.test(fallback) ? fallback : undefined);
      return { kind: 'redirect', url };
    } catch (e) {
      void logCallFailure('consent:refuse', e);
      if (e instanceof ApiError && e.kind === 'unauthorized') return { kind: 'navigate', to: paths.sessionTimeout };
      return fallback === paths.error ? { kind: 'navigate', to: paths.error } : { kind: 'redirect', url: fallback };
    }
  }

  /**
   * consent-confirmation's choice. "agree" goes back to nhs-login-consent; "no-consent" has the
   * OpenID Provider end the sign-in, so the browser reaches the redirect_uri with
   * error=access_denied, error_description=ConsentNotGiven, the state and the issuer
   * (docs/decisions/0031-consent-refusal-and-terms.md). 401 → session-timeout; any other failure →
   * the redirect_uri with the same error, built here. spec 000 §4 "After authcode".
   * @param choice - the radio chosen
   */
  async confirmChoice(choice: 'agree' | 'no-consent'): Promise<Next> {
    if (choice === 'agree') return { kind: 'navigate', to: paths.consent };
    const params = this.deps.session.oidcParams;
    if (!params) return { kind: 'navigate', to: paths.noClientInfo };
    const registered = this.registeredRedirectUri;
    return this.refuse('ConsentNotGiven', registered ? consentRefusedUrl(registered, params.state) : paths.error);
  }
}
