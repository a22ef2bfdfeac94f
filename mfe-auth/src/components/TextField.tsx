import { TextField, type TextFieldProps } from 'shared-kernel/ui/TextField';

export { TextField, type TextFieldProps };

type PresetFieldProps = Omit<TextFieldProps, 'type'>;

/** An e-mail address field: the right keyboard, no autocorrection, required. `autoComplete` defaults to "email". */
export function EmailField({ name = 'email', autoComplete = 'email', ...rest }: PresetFieldProps) {
  return (
    <TextField
      name={name}
      type="email"
      inputMode="email"
      autoComplete={autoComplete}
      autoCapitalize="none"
      spellCheck={false}
      required
      {...rest}
    />
  );
}

/** A password field (required); `autoComplete` says which: "current-password" or "new-password". */
export function PasswordTextField({ name = 'password', ...rest }: PresetFieldProps & { autoComplete: 'current-password' | 'new-password' }) {
  return <TextField name={name} type="password" required {...rest} />;
}
