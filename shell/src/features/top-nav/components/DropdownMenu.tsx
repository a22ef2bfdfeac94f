import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import styled, { css } from 'styled-components';
import { AppLink, type AppLinkProps } from 'shared-kernel/navigation';
import { navItemActive, navItemStyles } from './navItemStyles';

const ITEM_SELECTOR = '[role="menuitem"],[role="menuitemradio"],[role="menuitemcheckbox"]';

const Root = styled.div`
  position: relative;
  display: inline-flex;
`;

export const MenuToggle = styled.button`
  ${navItemStyles}
  border: 0;
  background: transparent;
  cursor: pointer;

  &:hover,
  &[aria-expanded='true'] {
    ${navItemActive}
  }
`;

const Menu = styled.ul<{ $align: 'start' | 'end' }>`
  position: absolute;
  top: calc(100% + 4px);
  ${(p) => (p.$align === 'end' ? 'right: 0;' : 'left: 0;')}
  z-index: ${(p) => p.theme.zIndex.nav + 1};
  min-width: 200px;
  margin: 0;
  padding: ${(p) => p.theme.space(1)} 0;
  list-style: none;
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  box-shadow: ${(p) => p.theme.shadows.modal};

  &[hidden] {
    display: none;
  }
`;

const itemStyles = css`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space(2)};
  width: 100%;
  min-height: 44px;
  padding: 0 ${(p) => p.theme.space(4)};
  border: 0;
  background: transparent;
  color: ${(p) => p.theme.colors.text};
  font: inherit;
  text-align: left;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;

  &:hover,
  &:focus {
    background: ${(p) => p.theme.colors.background};
    color: ${(p) => p.theme.colors.primary};
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: -3px;
  }
  &[aria-disabled='true'] {
    opacity: 0.6;
    cursor: progress;
  }
`;

const ItemLink = styled(AppLink)`
  ${itemStyles}
`;
const ItemButton = styled.button`
  ${itemStyles}
`;

/** A link inside a DropdownMenu (role menuitem; focus is managed by the menu). */
export function MenuItemLink(props: AppLinkProps) {
  return (
    <li role="none">
      <ItemLink role="menuitem" tabIndex={-1} {...props} />
    </li>
  );
}

/** An action inside a DropdownMenu; `checked` makes it a menuitemradio. */
export function MenuItemButton({
  children,
  onSelect,
  checked,
  disabled,
  lang,
}: {
  children: ReactNode;
  onSelect: () => void;
  checked?: boolean;
  disabled?: boolean;
  lang?: string;
}) {
  return (
    <li role="none">
      <ItemButton
        type="button"
        role={checked === undefined ? 'menuitem' : 'menuitemradio'}
        aria-checked={checked}
        aria-disabled={disabled || undefined}
        tabIndex={-1}
        lang={lang}
        onClick={() => {
          if (!disabled) onSelect();
        }}
      >
        {children}
      </ItemButton>
    </li>
  );
}

export interface DropdownMenuProps {
  /** Visible content of the toggle button. */
  button: ReactNode;
  /** Accessible name of the toggle when its visible content is not enough (e.g. only an icon). */
  buttonLabel?: string;
  /** Accessible name of the menu; defaults to the button's name. */
  menuLabel?: string;
  align?: 'start' | 'end';
  /** MenuItemLink / MenuItemButton elements. */
  children: ReactNode;
  className?: string;
}

const menuItems = (menu: HTMLElement | null) => Array.from(menu?.querySelectorAll<HTMLElement>(ITEM_SELECTOR) ?? []);

/** Focuses the menu's item at `index`, counted from the end when negative and wrapping around. */
function focusItem(menu: HTMLElement | null, index: number) {
  const list = menuItems(menu);
  if (list.length === 0) return;
  list[((index % list.length) + list.length) % list.length]?.focus();
}

/**
 * Menu button (WAI-ARIA APG): a real <button aria-haspopup="menu" aria-expanded> opening a
 * role="menu" list. Enter/Space/ArrowDown open on the first item, ArrowUp on the last; arrows,
 * Home and End move; Escape closes and returns focus to the button; Tab, a choice or a click
 * outside closes.
 */
export function DropdownMenu({ button, buttonLabel, menuLabel, align = 'end', children, className }: DropdownMenuProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const buttonId = `${id}-button`;
  const menuId = `${id}-menu`;
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const pendingFocus = useRef<'first' | 'last' | null>(null);

  const items = () => menuItems(menuRef.current);
  const focusAt = (index: number) => focusItem(menuRef.current, index);

  const openMenu = (focus: 'first' | 'last') => {
    pendingFocus.current = focus;
    if (open) {
      focusAt(focus === 'first' ? 0 : -1);
      pendingFocus.current = null;
    } else setOpen(true);
  };

  const close = useCallback((restoreFocus: boolean) => {
    setOpen(false);
    if (restoreFocus) buttonRef.current?.focus();
  }, []);

  useLayoutEffect(() => {
    if (!open || !pendingFocus.current) return;
    focusItem(menuRef.current, pendingFocus.current === 'first' ? 0 : -1);
    pendingFocus.current = null;
  }, [open]);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (e: Event) => {
      if (rootRef.current && !rootRef.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('mousedown', onPointerDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('mousedown', onPointerDown);
    };
  }, [open]);

  const onButtonClick = () => (open ? close(false) : openMenu('first'));

  const onButtonKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      openMenu('first');
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      openMenu('last');
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      close(true);
    }
  };

  const onMenuKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    const list = items();
    const current = list.indexOf(document.activeElement as HTMLElement);
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault();
        focusAt(current + 1);
        break;
      case 'ArrowUp':
        e.preventDefault();
        focusAt(current < 0 ? -1 : current - 1);
        break;
      case 'Home':
        e.preventDefault();
        focusAt(0);
        break;
      case 'End':
        e.preventDefault();
        focusAt(-1);
        break;
      case 'Escape':
        e.preventDefault();
        e.stopPropagation(); // do not also close a surrounding modal
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
      case ' ': {
        // Space activates a link item like Enter does (buttons handle it natively).
        const target = e.target as HTMLElement;
        if (target.tagName === 'A') {
          e.preventDefault();
          target.click();
        }
        break;
      }
      default:
    }
  };

  const onMenuClick = (e: MouseEvent<HTMLUListElement>) => {
    const item = (e.target as HTMLElement).closest(ITEM_SELECTOR);
    if (item && item.getAttribute('aria-disabled') !== 'true') close(true);
  };

  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    const next = e.relatedTarget as Node | null;
    if (open && next && rootRef.current && !rootRef.current.contains(next)) setOpen(false);
  };

  return (
    <Root ref={rootRef} onBlur={onBlur} className={className}>
      <MenuToggle
        ref={buttonRef}
        id={buttonId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={buttonLabel}
        onClick={onButtonClick}
        onKeyDown={onButtonKeyDown}
      >
        {button}
      </MenuToggle>
      <Menu
        ref={menuRef}
        id={menuId}
        role="menu"
        aria-label={menuLabel}
        aria-labelledby={menuLabel ? undefined : buttonId}
        hidden={!open}
        $align={align}
        onKeyDown={onMenuKeyDown}
        onClick={onMenuClick}
      >
        {children}
      </Menu>
    </Root>
  );
}
