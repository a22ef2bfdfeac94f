import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useChatState } from 'shared-kernel/stores/chatState';
import type { User } from 'shared-kernel/contract/user';
import { useT } from 'shared-kernel/i18n';
import { AppLink } from 'shared-kernel/navigation';
import { Badge, type BadgeVariant } from 'shared-kernel/ui/Badge';
import { media } from 'shared-kernel/ui';
import { VisuallyHidden, visuallyHidden } from 'shared-kernel/ui/VisuallyHidden';
import '../i18n';
import { creditsBadge } from '../utils/creditsBadge';
import { formatUnreadBadge } from '../utils/formatUnreadBadge';
import { ChatIcon, EuroCoinIcon, HeartIcon, SearchIcon, StarIcon } from './memberIcons';
import { navItemActive, navItemStyles } from './navItemStyles';

const Items = styled.ul`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const NavLink = styled(AppLink)`
  ${navItemStyles}
  position: relative;
  text-decoration: none;

  &:hover,
  &[aria-current='page'] {
    ${navItemActive}
  }
`;

/** Visible from 768 px; below it the text stays available to screen readers only. */
const Label = styled.span`
  ${media.down('md')} {
    ${visuallyHidden}
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

export interface MemberLinksProps {
  user: User;
  path: string;
}

/** Logged-in links: search, messages (unread badge), likes (new-likes badge), credits or premium. */
export function MemberLinks({ user, path }: MemberLinksProps) {
  const totalUnread = useChatState((s) => s.totalUnread);
  const totalNewLikes = useChatState((s) => s.totalNewLikes);
  const { t } = useT('shell');
  const under = (prefix: string) => path === prefix || path.startsWith(`${prefix}/`);
  const unreadText = formatUnreadBadge(totalUnread);
  const likesText = formatUnreadBadge(totalNewLikes);
  const lowCredits = user.paid_user ? creditsBadge(user.credits) : null;
  return (
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
          icon={<EuroCoinIcon />}
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
  );
}
