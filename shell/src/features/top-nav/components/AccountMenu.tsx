import '../i18n';
import '../memberI18n';
import styled from 'styled-components';
import { visuallyHidden } from 'shared-kernel/ui/VisuallyHidden';
import { useT } from 'shared-kernel/i18n';
import { media } from 'shared-kernel/ui';
import { useLogout } from '../hooks/useLogout';
import { DropdownMenu, MenuItemButton, MenuItemLink } from './DropdownMenu';
import { ChevronDownIcon, UserIcon } from './menuIcons';

const ToggleText = styled.span`
  ${media.down('md')} {
    ${visuallyHidden}
  }
`;

/**
 * SPEC §2 account dropdown: my profile, the swipe game and the match finder (issue 15: the ways
 * to meet people beside the search), settings (the notification settings), the account page
 * (e-mail address, data download, deletion) and logout.
 */
export function AccountMenu() {
  const { t } = useT('shell');
  const { logout, pending } = useLogout();
  return (
    <DropdownMenu
      button={
        <>
          <UserIcon />
          <ToggleText>{t('topNav.account')}</ToggleText>
          <ChevronDownIcon />
        </>
      }
    >
      <MenuItemLink href="/profile">{t('topNav.profile')}</MenuItemLink>
      <MenuItemLink href="/swipe-game">{t('topNav.swipeGame')}</MenuItemLink>
      <MenuItemLink href="/match-finder">{t('topNav.matchFinder')}</MenuItemLink>
      <MenuItemLink href="/notifications">{t('topNav.settings')}</MenuItemLink>
      <MenuItemLink href="/settings">{t('topNav.accountSettings')}</MenuItemLink>
      <MenuItemButton onSelect={() => void logout()} disabled={pending}>
        {t('topNav.logout')}
      </MenuItemButton>
    </DropdownMenu>
  );
}
