import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useResolvedSession } from 'shared-kernel/hooks/useResolvedSession';
import { useT } from 'shared-kernel/i18n';
import { KERNEL_NS } from 'shared-kernel/i18n/kernel';
import { requestSignup, type SignupRequest } from 'shared-kernel/navigation';
import { useLocation } from 'shared-kernel/router';
import { Button } from 'shared-kernel/ui/Button';
import { LinkButton } from 'shared-kernel/ui/LinkButton';
import { Spinner } from 'shared-kernel/ui/Spinner';
import { loginPathFor } from 'shared-kernel/utils/loginPath';

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
  const { t } = useT(KERNEL_NS);
  return (
    <Box>
      <p>{text}</p>
      <Actions>
        <LinkButton href={loginPathFor(returnPath)} $variant="outline">
          {loginLabel ?? t('visitor.login')}
        </LinkButton>
        <Button onClick={() => requestSignup(signup)}>{t('visitor.signup')}</Button>
      </Actions>
    </Box>
  );
}

export interface MemberOnlyProps {
  /** Why a visitor should log in, e.g. "Log in om te chatten met andere leden." */
  visitorText: string;
  signup: SignupRequest;
  children: ReactNode;
}

/**
 * A page part for logged-in members (SPEC §6: e.g. liking and chatting need a login). Visitors get
 * the way to log in (and back here) or sign up; while the session is being asked for, a spinner.
 */
export function MemberOnly({ visitorText, signup, children }: MemberOnlyProps) {
  const { t } = useT(KERNEL_NS);
  const { status } = useResolvedSession();
  const { pathname, search } = useLocation();
  if (status === 'unknown') return <Spinner label={t('common.loading')} />;
  if (status === 'anonymous') return <VisitorCta text={visitorText} returnPath={`${pathname}${search}`} signup={signup} />;
  return <>{children}</>;
}
