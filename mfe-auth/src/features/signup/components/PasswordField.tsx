import { useId, useState } from 'react';
import { useT } from 'shared-kernel/i18n';
import { Button } from 'shared-kernel/ui/Button';
import { Field, FieldError, Hint, Input, describedBy } from 'shared-kernel/ui/FormParts';
import { PasswordRow } from './FormParts';
import '../i18n';

export interface PasswordFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  inputRef?: (el: HTMLInputElement | null) => void;
}

/** The new password, with a button that shows or hides what was typed. */
export function PasswordField({ value, onChange, error, inputRef }: PasswordFieldProps) {
  const { t } = useT('auth');
  const id = useId();
  const [visible, setVisible] = useState(false);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <Field>
      <label htmlFor={id}>{t('signup.form.password')}</label>
      <PasswordRow>
        <Input
          id={id}
          ref={inputRef}
          type={visible ? 'text' : 'password'}
          autoComplete="new-password"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          $invalid={Boolean(error)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hintId, error && errorId)}
        />
        <Button
          variant="outline"
          size="sm"
          aria-controls={id}
          aria-label={visible ? t('signup.form.hidePasswordLabel') : t('signup.form.showPasswordLabel')}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? t('signup.form.hidePassword') : t('signup.form.showPassword')}
        </Button>
      </PasswordRow>
      <Hint id={hintId}>{t('signup.form.passwordHint')}</Hint>
      <FieldError id={errorId}>{error}</FieldError>
    </Field>
  );
}
