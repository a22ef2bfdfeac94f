import { useId } from 'react';
import styled from 'styled-components';
import { addResources, useT } from 'shared-kernel/i18n';
import { useErrorText } from 'shared-kernel/ui/LoadError';
import type { ToggleStatus } from '../hooks/useOptimisticToggles';
import '../locales/register';

addResources('members', {
  nl: {
    settingSwitch: {
      saving: 'Bezig met opslaan...',
      savedOn: 'Opgeslagen: {{label}} staat aan.',
      savedOff: 'Opgeslagen: {{label}} staat uit.',
      failedOn: '{{label}} is niet opgeslagen en staat weer aan. {{reason}}',
      failedOff: '{{label}} is niet opgeslagen en staat weer uit. {{reason}}',
    },
  },
});

/** Switches one below the other, divided by a line. */
export const SwitchList = styled.ul`
  list-style: none;
  margin: 0 0 16px;
  padding: 0;
  border-top: 1px solid ${(p) => p.theme.colors.border};
  & > li {
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
  }
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  min-height: 44px;
  padding: 12px 0;
`;

const Text = styled.div`
  display: grid;
  gap: 2px;
  & > label {
    font-weight: 600;
    cursor: pointer;
  }
  & > p {
    margin: 0;
    font-size: 0.875rem;
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

/**
 * A checkbox drawn as an on/off switch (role="switch": screen readers say "aan" or "uit"). The
 * track is 48 × 28 px; transparent padding above and below makes the touch target 48 × 44 px.
 */
const SwitchInput = styled.input`
  appearance: none;
  flex: none;
  position: relative;
  box-sizing: border-box;
  width: 48px;
  height: 44px;
  padding: 8px 0;
  margin: 0;
  border-radius: ${(p) => p.theme.radii.pill};
  background-color: ${(p) => p.theme.colors.textMuted};
  background-clip: content-box;
  cursor: pointer;
  transition: background-color 0.15s;
  &::before {
    content: '';
    position: absolute;
    top: 11px;
    left: 3px;
    width: 22px;
    height: 22px;
    border-radius: 50%;
    background: #fff;
    transition: transform 0.15s;
  }
  &:checked {
    background-color: ${(p) => p.theme.colors.primary};
  }
  &:checked::before {
    transform: translateX(20px);
  }
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &::before {
      transition: none;
    }
  }
`;

export interface SettingSwitchProps {
  label: string;
  /** One line under the label, read out with the switch (aria-describedby). */
  description: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** One setting: its label and description, and the switch that turns it on or off. */
export function SettingSwitch({ label, description, checked, onChange }: SettingSwitchProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <Row>
      <Text>
        <label htmlFor={id}>{label}</label>
        <p id={hintId}>{description}</p>
      </Text>
      <SwitchInput
        id={id}
        type="checkbox"
        role="switch"
        checked={checked}
        aria-describedby={hintId}
        onChange={(e) => onChange(e.currentTarget.checked)}
      />
    </Row>
  );
}

const Status = styled.p`
  min-height: 1.5em;
  margin: 0 0 8px;
  color: ${(p) => p.theme.colors.textMuted};
`;

const Failure = styled.p`
  margin: 0 0 8px;
  font-weight: 600;
  color: ${(p) => p.theme.colors.danger};
`;

/**
 * What happened to the last change, for everyone: saving and saved politely (a live region that is
 * always there, so the change is read out), a failure at once (role="alert").
 */
export function ToggleAnnouncement<K extends string>({ status, labelOf }: { status: ToggleStatus<K>; labelOf: (key: K) => string }) {
  const { t } = useT('members');
  const errorText = useErrorText();
  let polite = '';
  if (status.kind === 'saving') polite = t('settingSwitch.saving');
  if (status.kind === 'saved') polite = t(status.value ? 'settingSwitch.savedOn' : 'settingSwitch.savedOff', { label: labelOf(status.key) });
  return (
    <>
      <Status role="status" aria-live="polite">
        {polite}
      </Status>
      {status.kind === 'failed' && (
        <Failure role="alert">
          {t(status.value ? 'settingSwitch.failedOn' : 'settingSwitch.failedOff', {
            label: labelOf(status.key),
            reason: errorText(status.error),
          })}
        </Failure>
      )}
    </>
  );
}
