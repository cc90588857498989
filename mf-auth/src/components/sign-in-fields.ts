import type { AuthTextId } from '../i18n/auth-texts';

export interface SignInFields {
  orderNumber: string;
  email: string;
}

/** The catalogue id of each field's message. */
export type SignInFieldErrors = Partial<Record<keyof SignInFields, AuthTextId>>;

/** The spec sets no rules beyond "required"; the server judges the rest. */
export function validateSignInFields(fields: SignInFields): SignInFieldErrors {
  const errors: SignInFieldErrors = {};
  if (fields.orderNumber.trim() === '') errors.orderNumber = 'signIn.form.orderNumber.required';
  if (fields.email.trim() === '') errors.email = 'signIn.form.email.required';
  return errors;
}
