import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useT } from 'shared-kernel/i18n';
import { AppLink, useLocationPath } from 'shared-kernel/navigation';
import { useChatState, useSession, useSettings } from 'shared-kernel/stores';
import { Badge, type BadgeVariant } from 'shared-kernel/ui/Badge';
import { media } from 'shared-kernel/ui';
import { VisuallyHidden } from 'shared-kernel/ui/VisuallyHidden';
import '../i18n';
import { useInstalledApp } from '../hooks/useInstalledApp';
import { creditsBadge } from '../utils/creditsBadge';
import { formatUnreadBadge } from '../utils/formatUnreadBadge';
import { languageOptions } from '../utils/languageOptions';
import { AccountMenu } from './AccountMenu';
import { LanguageMenu } from './LanguageMenu';
import { ChatIcon, CoinIcon, BackIcon, HeartIcon, HeartMark, SearchIcon, StarIcon } from './icons';

/** SPEC §2: routes that show a back button in installed-app mode. */
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
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space(1)};
  min-height: 44px;
  font-size: 1.25rem;
  font-weight: 800;
  letter-spacing: -0.02em;
  color: ${(p) => p.theme.colors.primary};
  text-decoration: none;
`;

const LogoText = styled.span`
  ${media.down('sm')} {
    display: none;
  }
`;

const Items = styled.ul`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const NavLink = styled(AppLink)`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space(1)};
  min-height: 44px;
  min-width: 44px;
  justify-content: center;
  padding: 0 ${(p) => p.theme.space(2)};
  border-radius: ${(p) => p.theme.radii.md};
  color: ${(p) => p.theme.colors.text};
  font-weight: 600;
  text-decoration: none;

  &:hover,
  &[aria-current='page'] {
    color: ${(p) => p.theme.colors.primary};
    background: ${(p) => p.theme.colors.background};
  }
`;

/** Visible from 768 px; below it the text stays available to screen readers only. */
const Label = styled.span`
  ${media.down('md')} {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;

const BadgeSlot = styled.span`
  display: inline-flex;
  ${media.down('md')} {
    position: absolute;
    top: 2px;
    right: 0;
  }
`;

const LoginLink = styled(AppLink)`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
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

interface NavItemProps {
  href: string;
  icon: ReactNode;
  label: string;
  current: boolean;
  badge?: { text: string; variant: BadgeVariant; srText: string } | null;
  testId?: string;
}

function NavItem({ href, icon, label, current, badge, testId }: NavItemProps) {
  return (
    <li>
      <NavLink href={href} aria-current={current ? 'page' : undefined} data-testid={testId}>
        {icon}
        <Label>{label}</Label>
        {badge && (
          <>
            <BadgeSlot aria-hidden="true">
              <Badge variant={badge.variant} data-variant={badge.variant} data-testid={testId && `${testId}-badge`}>
                {badge.text}
              </Badge>
            </BadgeSlot>
            <VisuallyHidden>, {badge.srText}</VisuallyHidden>
          </>
        )}
      </NavLink>
    </li>
  );
}

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
  const totalUnread = useChatState((s) => s.totalUnread);
  const totalNewLikes = useChatState((s) => s.totalNewLikes);
  const settings = useSettings();
  const path = useLocationPath();
  const installed = useInstalledApp();

  const loggedIn = status === 'authenticated' && user !== null;
  const languages = languageOptions(settings?.locales);
  const showBack = installed && routeName !== null && BACK_BUTTON_ROUTES.has(routeName);
  const under = (prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

  const unreadText = formatUnreadBadge(totalUnread);
  const likesText = formatUnreadBadge(totalNewLikes);
  const lowCredits = loggedIn && user.paid_user ? creditsBadge(user.credits) : null;

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
          <Items>
            <NavItem href="/members" icon={<SearchIcon />} label={t('topNav.search')} current={path === '/members'} />
            <NavItem
              href="/chats"
              icon={<ChatIcon />}
              label={t('topNav.messages')}
              current={under('/chats')}
              testId="nav-messages"
              badge={
                unreadText
                  ? { text: unreadText, variant: 'danger', srText: t('topNav.unread', { count: totalUnread }) }
                  : null
              }
            />
            <NavItem
              href="/likes"
              icon={<HeartIcon />}
              label={t('topNav.likes')}
              current={under('/likes')}
              testId="nav-likes"
              badge={
                likesText
                  ? { text: likesText, variant: 'danger', srText: t('topNav.newLikes', { count: totalNewLikes }) }
                  : null
              }
            />
            {user.paid_user ? (
              <NavItem
                href="/credits"
                icon={<CoinIcon />}
                label={t('topNav.credits')}
                current={under('/credits')}
                testId="nav-credits"
                badge={
                  lowCredits
                    ? {
                        text: String(user.credits),
                        variant: lowCredits.variant,
                        srText: t('topNav.creditsLeft', { count: user.credits }),
                      }
                    : null
                }
              />
            ) : (
              <NavItem href="/premium" icon={<StarIcon />} label={t('topNav.premium')} current={path === '/premium'} />
            )}
          </Items>
        )}
        {status !== 'unknown' && <LanguageMenu languages={languages} />}
        {loggedIn && <AccountMenu />}
        {status === 'anonymous' && <LoginLink href="/login">{t('topNav.login')}</LoginLink>}
      </End>
    </Bar>
  );
}
