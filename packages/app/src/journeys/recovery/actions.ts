import { formAction } from '../../shell/formAction.ts';
import { recoveryStoreOf } from './RecoveryStore.ts';
import {
  changeLandlineSchema,
  changeMobileSchema,
  type ChangeLandlineForm,
  type ChangeMobileForm,
} from '../../shell/phoneSchemas.ts';

// The recovery forms posted without script (issue 23, step 2): the page's schema and the store
// method the page's submit calls (routes.ts loads this module only when a form is posted).

/** recovery/change-mobile: the new mobile number, texted a code. spec 000 §2, issue 15. */
export const changeMobileAction = formAction<ChangeMobileForm>({
  schema: changeMobileSchema,
  fields: ['mobile'],
  submit: (store, { mobile }) => recoveryStoreOf(store).changeMobile(mobile),
});

/** recovery/change-landline: the new landline number, then get-call-landline. spec 000 §2, issue 15. */
export const changeLandlineAction = formAction<ChangeLandlineForm>({
  schema: changeLandlineSchema,
  fields: ['landline'],
  submit: (store, { landline }) => recoveryStoreOf(store).changeLandline(landline),
});
