import { useT } from 'shared-kernel/i18n';
import { Button, type ButtonProps } from 'shared-kernel/ui/Button';
import { Spinner } from 'shared-kernel/ui/Spinner';
import './i18n';

export interface SubmitButtonProps extends Omit<ButtonProps, 'type'> {
  /** A submission is running: the button is disabled and shows a spinner. */
  busy: boolean;
}

/** The submit button of a form; disabled with a spinner while the form is being sent. */
export function SubmitButton({ busy, disabled, children, ...rest }: SubmitButtonProps) {
  const { t } = useT('auth');
  return (
    <Button {...rest} type="submit" disabled={busy || disabled} aria-busy={busy || undefined}>
      {busy && <Spinner size={18} block={false} label={t('common.busy')} />}
      {children}
    </Button>
  );
}
