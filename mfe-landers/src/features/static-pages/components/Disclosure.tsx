import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';

const Item = styled.div`
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  && > h3 {
    margin: 0;
    font-size: 1.05rem;
  }
`;

const Toggle = styled.button`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  padding: 16px 4px;
  border: 0;
  background: none;
  color: ${(p) => p.theme.colors.text};
  font: inherit;
  font-weight: 600;
  text-align: left;
  cursor: pointer;
  &:hover {
    color: ${(p) => p.theme.colors.primary};
  }
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 2px;
    border-radius: ${(p) => p.theme.radii.sm};
  }
`;

const Chevron = styled.span<{ $open: boolean }>`
  flex: none;
  width: 10px;
  height: 10px;
  border-right: 2px solid currentColor;
  border-bottom: 2px solid currentColor;
  transform: ${(p) => (p.$open ? 'rotate(225deg)' : 'rotate(45deg)')};
  transition: transform 0.2s;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Panel = styled.div`
  padding: 0 4px 16px;
  & > :last-child {
    margin-bottom: 0;
  }
`;

export interface DisclosureProps {
  question: ReactNode;
  children: ReactNode;
  defaultOpen?: boolean;
}

/** WAI-ARIA disclosure: a heading with a button (aria-expanded) that shows or hides its answer. */
export default function Disclosure({ question, children, defaultOpen = false }: DisclosureProps) {
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  return (
    <Item>
      <h3>
        <Toggle type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
          <span>{question}</span>
          <Chevron $open={open} aria-hidden="true" />
        </Toggle>
      </h3>
      <Panel id={panelId} hidden={!open}>
        {children}
      </Panel>
    </Item>
  );
}
