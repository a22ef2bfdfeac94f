import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { AppLink } from 'shared-kernel/navigation';

/** The kinds of entries: an action (a button) or a place (a link). */
export type MenuItem =
  | { key: string; label: string; onSelect: () => void; disabled?: boolean; danger?: boolean; describedBy?: string }
  | { key: string; label: string; href: string; danger?: boolean };

const Wrap = styled.div`
  position: relative;
  display: inline-flex;
`;

/** The trigger: a round 44 × 44 px touch target however small its icon. */
const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  padding: 0 6px;
  border: 0;
  border-radius: ${(p) => p.theme.radii.pill};
  color: ${(p) => p.theme.colors.textMuted};
  background: transparent;
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &:hover:not(:disabled),
  &[aria-expanded='true'] {
    color: ${(p) => p.theme.colors.text};
    background: ${(p) => p.theme.colors.border};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Popover = styled.ul<{ $align: 'start' | 'end'; $up: boolean }>`
  position: absolute;
  z-index: 30;
  ${(p) => (p.$up ? 'bottom: calc(100% + 4px);' : 'top: calc(100% + 4px);')}
  ${(p) => (p.$align === 'end' ? 'right: 0;' : 'left: 0;')}
  min-width: 200px;
  max-width: min(320px, calc(100vw - 24px));
  margin: 0;
  padding: 6px 0;
  list-style: none;
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.18);
`;

const entryStyles = `
  display: flex;
  align-items: center;
  width: 100%;
  min-height: 44px;
  padding: 0 16px;
  border: 0;
  background: transparent;
  font: inherit;
  text-align: left;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
`;

const ItemButton = styled.button<{ $danger?: boolean }>`
  ${entryStyles}
  color: ${(p) => (p.$danger ? p.theme.colors.danger : p.theme.colors.text)};
  &:hover:not(:disabled),
  &:focus-visible {
    background: ${(p) => p.theme.colors.border};
    outline: none;
  }
  &:disabled {
    cursor: not-allowed;
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

const ItemLink = styled(AppLink)<{ $danger?: boolean }>`
  ${entryStyles}
  color: ${(p) => (p.$danger ? p.theme.colors.danger : p.theme.colors.text)};
  &:hover,
  &:focus-visible {
    background: ${(p) => p.theme.colors.border};
    outline: none;
  }
`;

export interface MenuProps {
  /** The trigger's accessible name, e.g. "Meer acties voor Noor". */
  label: string;
  /** What the trigger shows (an icon or "…"); hidden from screen readers, which read `label`. */
  icon: ReactNode;
  items: readonly MenuItem[];
  /** Which side of the trigger the menu lines up with. */
  align?: 'start' | 'end';
  /** Open above the trigger (a composer at the bottom of the screen). */
  up?: boolean;
  disabled?: boolean;
  className?: string;
}

/** The three dots of a "…" trigger. */
export function DotsIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24" fill="currentColor">
      <circle cx="5" cy="12" r="2" />
      <circle cx="12" cy="12" r="2" />
      <circle cx="19" cy="12" r="2" />
    </svg>
  );
}

/**
 * A small action menu (WAI-ARIA menu button): the trigger opens a list of actions and places;
 * the first one takes the focus, arrow keys, Home and End move, Escape closes and gives the focus
 * back to the trigger, Tab or a click elsewhere closes.
 */
export function Menu({ label, icon, items, align = 'end', up = false, disabled, className }: MenuProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const wrap = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);

  const entries = () => Array.from(list.current?.querySelectorAll<HTMLElement>('[role="menuitem"]:not(:disabled)') ?? []);

  useEffect(() => {
    if (!open) return;
    entries()[0]?.focus();
    const outside = (e: PointerEvent) => {
      if (!wrap.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) trigger.current?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    const all = entries();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      e.preventDefault();
      all[(to + all.length) % all.length]?.focus();
    };
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      close(true);
    } else if (e.key === 'ArrowDown') move(at + 1);
    else if (e.key === 'ArrowUp') move(at - 1);
    else if (e.key === 'Home') move(0);
    else if (e.key === 'End') move(all.length - 1);
    else if (e.key === 'Tab') setOpen(false);
  };

  const onTriggerKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
    }
  };

  return (
    <Wrap ref={wrap} className={className}>
      <Trigger
        ref={trigger}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        disabled={disabled}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={onTriggerKey}
      >
        {icon}
      </Trigger>
      {open && (
        <Popover ref={list} id={id} role="menu" aria-label={label} $align={align} $up={up} onKeyDown={onKeyDown}>
          {items.map((item) => (
            <li key={item.key} role="none">
              {'href' in item ? (
                <ItemLink href={item.href} role="menuitem" tabIndex={-1} $danger={item.danger} onClick={() => setOpen(false)}>
                  {item.label}
                </ItemLink>
              ) : (
                <ItemButton
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  $danger={item.danger}
                  disabled={item.disabled}
                  aria-describedby={item.describedBy}
                  onClick={() => {
                    close(true);
                    item.onSelect();
                  }}
                >
                  {item.label}
                </ItemButton>
              )}
            </li>
          ))}
        </Popover>
      )}
    </Wrap>
  );
}
