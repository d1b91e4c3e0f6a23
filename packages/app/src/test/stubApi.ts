import { ApiError } from '../api/ApiError.ts';
import type { IdentityApi } from '../api/IdentityApi.ts';

/**
 * A stub back end for stories and tests: every call not overridden fails as a network error.
 * @param overrides - the calls the story needs
 */
export function stubApi(overrides: Partial<IdentityApi> = {}): IdentityApi {
  const fail = () => Promise.reject(new ApiError('network', 0, '', 'not stubbed'));
  return {
    getClientInfo: fail,
    checkAccountStatus: fail,
    login: fail,
    triggerOtp: fail,
    verifyOtp: fail,
    authcode: fail,
    consent: fail,
    termsUpdate: fail,
    refuse: fail,
    passkeyAuthenticationOptions: fail,
    passkeyAuthenticationVerify: fail,
    wafToken: fail,
    upliftNhsKnown: fail,
    upliftDemogTrace: fail,
    recordP5FailureData: fail,
    sendDuplicateReminder: fail,
    sendAnotherDuplicateReminder: fail,
    accountMigration: fail,
    forgotPassword: fail,
    confirmChangePassword: fail,
    changeNumber: fail,
    ...overrides,
  };
}
