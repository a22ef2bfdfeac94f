import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

export interface TabItem {
  id: string;
  label: ReactNode;
  /** Panel content; omit when the tabs only switch something else (e.g. a route). */
  content?: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  tabs: TabItem[];
  /** Controlled selected id. */
  value?: string;
  defaultValue?: string;
  onChange?: (id: string) => void;
  /** Accessible name of the tab list. */
  ariaLabel: string;
  className?: string;
}

const List = styled.div`
  display: flex;
  gap: 4px;
  overflow-x: auto;
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
`;

const Tab = styled.button<{ $selected: boolean }>`
  padding: 10px 16px;
  min-height: 44px;
  font-weight: 600;
  white-space: nowrap;
  color: ${(p) => (p.$selected ? p.theme.colors.primary : p.theme.colors.textMuted)};
  background: none;
  border: 0;
  border-bottom: 3px solid ${(p) => (p.$selected ? p.theme.colors.primary : 'transparent')};
  cursor: pointer;
  &:disabled { opacity: 0.5; cursor: not-allowed; }
`;

const Panel = styled.div`
  padding: 16px 0;
`;

/** WAI-ARIA tabs with automatic activation: arrows, Home and End move and select. */
export function Tabs({ tabs, value, defaultValue, onChange, ariaLabel, className }: TabsProps) {
  const baseId = useId();
  const [internal, setInternal] = useState(defaultValue ?? tabs.find((t) => !t.disabled)?.id);
  const selected = value ?? internal;
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});

  const select = (id: string) => {
    if (value === undefined) setInternal(id);
    onChange?.(id);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const enabled = tabs.filter((t) => !t.disabled);
    const index = enabled.findIndex((t) => t.id === selected);
    let next: TabItem | undefined;
    if (e.key === 'ArrowRight') next = enabled[(index + 1) % enabled.length];
    else if (e.key === 'ArrowLeft') next = enabled[(index - 1 + enabled.length) % enabled.length];
    else if (e.key === 'Home') next = enabled[0];
    else if (e.key === 'End') next = enabled[enabled.length - 1];
    if (!next) return;
    e.preventDefault();
    select(next.id);
    refs.current[next.id]?.focus();
  };

  const active = tabs.find((t) => t.id === selected);
  return (
    <div className={className}>
      <List role="tablist" aria-label={ariaLabel} onKeyDown={onKeyDown}>
        {tabs.map((t) => {
          const isSelected = t.id === selected;
          return (
            <Tab
              key={t.id}
              ref={(el) => {
                refs.current[t.id] = el;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${t.id}`}
              aria-selected={isSelected}
              aria-controls={t.content !== undefined ? `${baseId}-panel-${t.id}` : undefined}
              tabIndex={isSelected ? 0 : -1}
              disabled={t.disabled}
              $selected={isSelected}
              onClick={() => select(t.id)}
            >
              {t.label}
            </Tab>
          );
        })}
      </List>
      {active && active.content !== undefined && (
        <Panel role="tabpanel" id={`${baseId}-panel-${active.id}`} aria-labelledby={`${baseId}-tab-${active.id}`} tabIndex={0}>
          {active.content}
        </Panel>
      )}
    </div>
  );
}
