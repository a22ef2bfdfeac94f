import { useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { StaffRole } from 'shared-kernel/contract/admin-rules';
import { useT } from 'shared-kernel/i18n';
import { AppLink } from 'shared-kernel/navigation';
import { Navigate, useLocation } from 'shared-kernel/router';
import { Button } from 'shared-kernel/ui/Button';
import { LoadError } from 'shared-kernel/ui/LoadError';
import { Spinner } from 'shared-kernel/ui/Spinner';
import { HeartMark } from 'shared-kernel/ui/HeartMark';
import { media } from 'shared-kernel/ui/theme';
import { loadStaff, signOutStaff, useStaffState } from '../components/staffSession';
import { navFor } from './nav';

const Frame = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  background: ${(p) => p.theme.colors.background};
  ${media.md} {
    flex-direction: row;
  }
`;

const Side = styled.aside`
  background: ${(p) => p.theme.colors.secondary};
  color: #fff;
  display: flex;
  flex-direction: column;
  ${media.md} {
    width: 240px;
    flex: none;
    min-height: 100vh;
    position: sticky;
    top: 0;
  }
`;

const Brand = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 14px 16px;
  font-weight: 700;
  font-size: 1.05rem;
  svg {
    width: 24px;
    height: 24px;
  }
`;

const NavList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0 8px 8px;
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  ${media.md} {
    flex-direction: column;
    flex-wrap: nowrap;
  }
`;

const NavLink = styled(AppLink)`
  display: flex;
  align-items: center;
  min-height: 44px;
  padding: 0 14px;
  border-radius: ${(p) => p.theme.radii.md};
  color: #fff;
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    background: rgba(255, 255, 255, 0.12);
  }
  &[aria-current='page'] {
    background: rgba(255, 255, 255, 0.22);
    font-weight: 600;
  }
  &:focus-visible {
    outline: 3px solid #fff;
    outline-offset: -3px;
  }
`;

const Who = styled.div`
  margin-top: auto;
  padding: 12px 16px 16px;
  font-size: 0.9rem;
  border-top: 1px solid rgba(255, 255, 255, 0.2);
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  p {
    margin: 0;
    flex: 1 1 auto;
  }
  ${media.md} {
    flex-direction: column;
    align-items: stretch;
  }
`;

const Main = styled.main`
  flex: 1;
  min-width: 0;
  padding: 16px;
  ${media.md} {
    padding: 24px 32px;
  }
  h1 {
    margin: 0 0 16px;
    font-size: 1.5rem;
    color: ${(p) => p.theme.colors.secondary};
  }
`;

const Centered = styled.main`
  min-height: 100vh;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 16px;
  background: ${(p) => p.theme.colors.background};
`;

export interface AdminFrameProps {
  /** Roles that may open the page (the same as its endpoint's in the contract). */
  roles: readonly StaffRole[];
  children: ReactNode;
}

/**
 * Every back-office page but the sign-in: checks the staff session (no session → /admin/login with
 * the page to return to), the page's roles, and puts the page in the admin layout: the side
 * navigation with the entries of the staff member's role, their name and role, and sign-out.
 */
export function AdminFrame({ roles, children }: AdminFrameProps) {
  const { t } = useT('backoffice');
  const state = useStaffState();
  const { pathname, search } = useLocation();
  const [signingOut, setSigningOut] = useState(false);

  useEffect(() => {
    if (state.status === 'unknown') void loadStaff();
  }, [state.status]);

  if (state.status === 'unknown') {
    return (
      <Centered>
        <Spinner label={t('frame.checking')} />
      </Centered>
    );
  }
  if (state.status === 'failed') {
    return (
      <Centered>
        <LoadError error={state.error} onRetry={() => void loadStaff()} />
      </Centered>
    );
  }
  if (state.status === 'signedOut') {
    // Signed out here on purpose: to the sign-in, not back to this page afterwards.
    if (signingOut) return <Navigate to="/admin/login" replace />;
    const next = `${pathname}${search}`;
    return <Navigate to={next === '/admin' ? '/admin/login' : `/admin/login?next=${encodeURIComponent(next)}`} replace />;
  }

  const { staff } = state.me;
  const allowed = roles.includes(staff.role);
  const signOut = () => {
    setSigningOut(true);
    signOutStaff().catch(() => setSigningOut(false));
  };
  return (
    <Frame data-admin-frame="">
      <Side>
        <Brand>
          <HeartMark />
          <span>{t('frame.brand')}</span>
        </Brand>
        <nav aria-label={t('frame.navLabel')}>
          <NavList>
            {navFor(staff.role).map((entry) => (
              <li key={entry.href}>
                <NavLink href={entry.href} aria-current={pathname === entry.href ? 'page' : undefined}>
                  {t(`nav.${entry.label}`)}
                </NavLink>
              </li>
            ))}
          </NavList>
        </nav>
        <Who>
          <p>
            {t('frame.signedInAs', { name: staff.name })}
            <br />
            {t('frame.role', { role: t(`roles.${staff.role}`) })}
          </p>
          <Button variant="outline" size="sm" onClick={signOut} disabled={signingOut} style={{ color: '#fff', borderColor: '#fff', minHeight: 44 }}>
            {signingOut ? t('frame.signingOut') : t('frame.signOut')}
          </Button>
        </Who>
      </Side>
      <Main>{allowed ? children : <p role="alert">{t('frame.forbidden', { role: t(`roles.${staff.role}`) })}</p>}</Main>
    </Frame>
  );
}
