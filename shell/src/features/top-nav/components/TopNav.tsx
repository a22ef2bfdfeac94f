import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { useT } from 'shared-kernel/i18n';
import { AppLink, useLocationPath } from 'shared-kernel/navigation';
import { useSession } from 'shared-kernel/stores/session';
import { useSettings } from 'shared-kernel/stores/settings';
import { media } from 'shared-kernel/ui';
import '../i18n';
import { useInstalledApp } from '../hooks/useInstalledApp';
import { languageOptions } from '../utils/languageOptions';
import { brandLogo, HeartMark } from 'shared-kernel/ui/HeartMark';
import { BackIcon } from './icons';

/** SPEC §2: routes that show a back button in installed-app mode. */
// Dropdowns are split off: a logged-out visitor with one language never downloads them.
const AccountMenu = lazy(() => import('./AccountMenu').then((m) => ({ default: m.AccountMenu })));
// The member links (and their badges, from the chat state) are only for logged-in members.
const MemberLinks = lazy(() => import('./MemberLinks').then((m) => ({ default: m.MemberLinks })));
const LanguageMenu = lazy(() => import('./LanguageMenu').then((m) => ({ default: m.LanguageMenu })));

export const BACK_BUTTON_ROUTES: ReadonlySet<string> = new Set([
  'members-id',
  'likes-type',
  'likes-m-id',
  'credits',
  'credits-id-paymentmethod',
]);

const Bar = styled.nav`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space(2)};
  min-height: 56px;
  padding: 0 ${(p) => p.theme.space(2)};
  background: ${(p) => p.theme.colors.surface};
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  box-shadow: ${(p) => p.theme.shadows.card};

  ${media.md} {
    padding: 0 ${(p) => p.theme.space(4)};
  }
`;

const Start = styled.div`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space(1)};
  min-width: 0;
`;

const End = styled.div`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space(1)};
`;

const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${(p) => p.theme.radii.pill};
  background: transparent;
  color: ${(p) => p.theme.colors.text};
  cursor: pointer;
  &:hover {
    background: ${(p) => p.theme.colors.background};
  }
`;

const Logo = styled(AppLink)`
  ${brandLogo}
  /* On phones only the heart shows: still a 44 × 44 px touch target. */
  min-width: 44px;
  gap: ${(p) => p.theme.space(1)};
  font-size: 1.25rem;
`;

const LogoText = styled.span`
  ${media.down('sm')} {
    display: none;
  }
`;

const LoginLink = styled(AppLink)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${(p) => p.theme.space(4)};
  border-radius: ${(p) => p.theme.radii.pill};
  color: ${(p) => p.theme.colors.onPrimary};
  background: ${(p) => p.theme.colors.primary};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${(p) => p.theme.colors.primaryHover};
  }
`;

export interface TopNavProps {
  /** Route name of the current page (SPEC §2 route names); drives the installed-app back button. */
  routeName?: string | null;
}

/**
 * SPEC §2 top navigation. Logged in: search, messages (unread badge), likes (new-likes badge),
 * credits (paid, low-credits badge) or premium, language and account dropdowns; logo → /members.
 * Logged out: login button; logo → /. Rendered inside the layout's <header>.
 */
export function TopNav({ routeName = null }: TopNavProps) {
  const { t } = useT('shell');
  const { status, user } = useSession();
  const settings = useSettings();
  const path = useLocationPath();
  const installed = useInstalledApp();

  const loggedIn = status === 'authenticated' && user !== null;
  const languages = languageOptions(settings?.locales);
  const showBack = installed && routeName !== null && BACK_BUTTON_ROUTES.has(routeName);


  return (
    <Bar aria-label={t('topNav.label')}>
      <Start>
        {showBack && (
          <IconButton type="button" aria-label={t('topNav.back')} onClick={() => window.history.back()}>
            <BackIcon />
          </IconButton>
        )}
        <Logo href={loggedIn ? '/members' : '/'} aria-label={loggedIn ? t('topNav.homeMembers') : t('topNav.home')}>
          <HeartMark />
          <LogoText aria-hidden="true">Hartklop</LogoText>
        </Logo>
      </Start>

      <End>
        {loggedIn && (
          <Suspense fallback={null}>
            <MemberLinks user={user} path={path} />
          </Suspense>
        )}
        <Suspense fallback={null}>
          {status !== 'unknown' && languages.length > 1 && <LanguageMenu languages={languages} />}
          {loggedIn && <AccountMenu />}
        </Suspense>
        {status === 'anonymous' && <LoginLink href="/login">{t('topNav.login')}</LoginLink>}
      </End>
    </Bar>
  );
}
