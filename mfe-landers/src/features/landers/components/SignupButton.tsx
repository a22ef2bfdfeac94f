import type { ReactNode } from 'react';
import { useT } from 'shared-kernel/i18n';
import { Button } from 'shared-kernel/ui/Button';
import '../i18n';

export interface SignupButtonProps {
  onSignup: () => void;
  children?: ReactNode;
  className?: string;
  block?: boolean;
}

/** The lander's call to action: a real button (44 px and up) running the SPEC signup action. */
export function SignupButton({ onSignup, children, className, block }: SignupButtonProps) {
  const { t } = useT('landers');
  return (
    <Button size="lg" block={block} className={className} onClick={onSignup} data-testid="lander-signup">
      {children ?? t('lander.signup')}
    </Button>
  );
}
