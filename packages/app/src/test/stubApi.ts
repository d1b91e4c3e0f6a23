import { ApiError } from '../api/ApiError.ts';
import type { IdentityApi } from '../api/IdentityApi.ts';
import type { RegistrationApi } from '../journeys/register/RegistrationApi.ts';
import type { RecoveryApi } from '../journeys/recovery/RecoveryApi.ts';

/**
 * A stub back end for stories and tests, registration and recovery calls included (issue 15): every call not
 * overridden fails as a network error.
 * @param overrides - the calls the story needs
 */
export function stubApi(
  overrides: Partial<IdentityApi & RegistrationApi & RecoveryApi> = {},
): IdentityApi & RegistrationApi & RecoveryApi {
  const fail = () => Promise.reject(new ApiError('network', 0, '', 'not stubbed'));
  return {
    getClientInfo: fail,
    checkAccountStatus: fail,
    login: fail,
    signIn: fail,
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
    validateEmail: fail,
    startRegistration: fail,
    resendEmailCode: fail,
    verifyEmailCode: fail,
    createPassword: fail,
    enterMobile: fail,
    resendMobileCode: fail,
    verifyMobileCode: fail,
    changeNumber: fail,
    ...overrides,
  };
}
