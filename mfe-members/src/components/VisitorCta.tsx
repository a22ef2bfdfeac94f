import styled from 'styled-components';
import { useT } from 'shared-kernel/i18n';
import { AppLink, requestSignup, type SignupRequest } from 'shared-kernel/navigation';
import { buttonStyles, Button, type ButtonStyleProps } from 'shared-kernel/ui/Button';
import { loginPathFor } from '../utils/loginPath';
import './i18n';

const Box = styled.div`
  display: grid;
  gap: 12px;
  justify-items: start;
  padding: 16px;
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  & > p {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const LoginLink = styled(AppLink)<ButtonStyleProps>`
  ${buttonStyles}
`;

export interface VisitorCtaProps {
  /** Why logging in helps, e.g. "Log in om leden te zoeken." */
  text: string;
  /** Where the login page leads back to. */
  returnPath: string;
  /** Label of the login link (default "Inloggen"). */
  loginLabel?: string;
  signup: SignupRequest;
}

/** For visitors: log in (and come back here) or sign up (SPEC §2 signup action). */
export function VisitorCta({ text, returnPath, loginLabel, signup }: VisitorCtaProps) {
  const { t } = useT('members');
  return (
    <Box>
      <p>{text}</p>
      <Actions>
        <LoginLink href={loginPathFor(returnPath)} $variant="outline">
          {loginLabel ?? t('visitor.login')}
        </LoginLink>
        <Button onClick={() => requestSignup(signup)}>{t('visitor.signup')}</Button>
      </Actions>
    </Box>
  );
}
