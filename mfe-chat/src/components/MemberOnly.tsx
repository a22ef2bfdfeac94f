import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useResolvedSession } from 'shared-kernel/hooks/useResolvedSession';
import { useT } from 'shared-kernel/i18n';
import { AppLink, requestSignup, type SignupRequest } from 'shared-kernel/navigation';
import { useLocation } from 'shared-kernel/router';
import { Button, buttonStyles, type ButtonStyleProps } from 'shared-kernel/ui/Button';
import { Spinner } from 'shared-kernel/ui/Spinner';
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

/** `/login?redirect=/chats/42`: the login page that leads back to `path`. */
export const loginPathFor = (path: string): string => `/login?redirect=${encodeURIComponent(path).replace(/%2F/gi, '/')}`;

/**
 * A page part for logged-in members (SPEC §6: login is required to chat). Visitors get the way to
 * log in (and back here) or sign up; while the session is being asked for, a spinner.
 */
export function MemberOnly({ signup, children }: { signup: SignupRequest; children: ReactNode }) {
  const { t } = useT('chat');
  const { status } = useResolvedSession();
  const { pathname, search } = useLocation();
  if (status === 'unknown') return <Spinner label={t('common.loading')} />;
  if (status === 'anonymous') {
    return (
      <Box>
        <p>{t('visitor.text')}</p>
        <Actions>
          <LoginLink href={loginPathFor(`${pathname}${search}`)} $variant="outline">
            {t('visitor.login')}
          </LoginLink>
          <Button onClick={() => requestSignup(signup)}>{t('visitor.signup')}</Button>
        </Actions>
      </Box>
    );
  }
  return <>{children}</>;
}
