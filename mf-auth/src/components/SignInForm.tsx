import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '@citypass/shared-ui/components/Button/Button';
import { authTexts } from '../i18n/auth-texts';
import { validateSignInFields, type SignInFieldErrors, type SignInFields } from './sign-in-fields';

const Form = styled.form`
  display: grid;
  gap: 1.25rem;
`;

const Field = styled.div`
  display: grid;
  gap: 0.375rem;
`;

const Label = styled.label`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.875rem;
  line-height: 1.4;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Input = styled.input`
  min-height: 2.875rem;
  padding: 0.625rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.textMuted};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;

  &[aria-invalid='true'] {
    border: 2px solid ${({ theme }) => theme.colors.highlight};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

const FieldError = styled.p`
  margin: 0;
  font-size: 0.875rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.highlight};
`;

interface SignInFormProps {
  pending: boolean;
  onSubmit(fields: SignInFields): void;
}

/** Order number and e-mail, with inline messages for empty fields. */
export function SignInForm({ pending, onSubmit }: SignInFormProps) {
  const t = authTexts.useT();
  const id = useId();
  const [errors, setErrors] = useState<SignInFieldErrors>({});
  const orderRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const fields = { orderNumber: String(form.get('orderNumber') ?? '').trim(), email: String(form.get('email') ?? '').trim() };
    const found = validateSignInFields(fields);
    setErrors(found);
    if (found.orderNumber) orderRef.current?.focus();
    else if (found.email) emailRef.current?.focus();
    else onSubmit(fields);
  }

  const describedBy = (field: keyof SignInFields, hint?: string) =>
    [hint, errors[field] ? `${id}-${field}-error` : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <Form noValidate onSubmit={submit} aria-label={t('signIn.form.label')}>
      <Field>
        <Label htmlFor={`${id}-order`}>{t('signIn.form.orderNumber.label')}</Label>
        <Hint id={`${id}-order-hint`}>{t('signIn.form.orderNumber.hint')}</Hint>
        <Input
          ref={orderRef}
          id={`${id}-order`}
          name="orderNumber"
          autoComplete="on"
          autoCapitalize="characters"
          spellCheck={false}
          required
          aria-invalid={errors.orderNumber ? true : undefined}
          aria-describedby={describedBy('orderNumber', `${id}-order-hint`)}
        />
        {errors.orderNumber && <FieldError id={`${id}-orderNumber-error`}>{t(errors.orderNumber)}</FieldError>}
      </Field>
      <Field>
        <Label htmlFor={`${id}-email`}>{t('signIn.form.email.label')}</Label>
        <Input
          ref={emailRef}
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          spellCheck={false}
          required
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describedBy('email')}
        />
        {errors.email && <FieldError id={`${id}-email-error`}>{t(errors.email)}</FieldError>}
      </Field>
      <Button type="submit" fullWidth disabled={pending} aria-busy={pending || undefined}>
        {t('signIn.form.submit')}
      </Button>
    </Form>
  );
}
