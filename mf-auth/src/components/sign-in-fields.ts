export interface SignInFields {
  orderNumber: string;
  email: string;
}

export type SignInFieldErrors = Partial<Record<keyof SignInFields, string>>;

/** The spec sets no rules beyond "required"; the server judges the rest. */
export function validateSignInFields(fields: SignInFields): SignInFieldErrors {
  const errors: SignInFieldErrors = {};
  if (fields.orderNumber.trim() === '') errors.orderNumber = 'Enter your order number';
  if (fields.email.trim() === '') errors.email = 'Enter your email address';
  return errors;
}
