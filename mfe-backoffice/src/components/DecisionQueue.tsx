import { Fragment, useState, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import type { ModerationReason } from 'shared-kernel/contract/moderation-rules';
import { useT } from 'shared-kernel/i18n';
import { Field, Select } from 'shared-kernel/ui/FormParts';
import { useErrorText } from 'shared-kernel/ui/LoadError';

/**
 * What the back office's queues (moderation, notices and appeals) share: the list of open entries
 * with a status line that counts down as entries are decided, a decision's busy and failure state,
 * and the choice of a reason from the statement-of-reasons list.
 */

export const QueueList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
`;

/** The surface of one entry of a queue. */
export const queueCard = css`
  padding: 12px;
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  overflow-wrap: anywhere;
`;

/** One decision of an entry: `run` sends it; while it runs the entry's buttons are busy; a failure is shown and the entry stays. */
export function useDecision() {
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const run = async (decide: () => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    try {
      await decide();
    } catch (error) {
      setFailure(errorText(error));
      setBusy(false);
    }
  };
  return { busy, failure, run };
}

interface DecisionQueueProps<T> {
  entries: readonly T[];
  /** How many entries are open in all (the list may show fewer). */
  open: number;
  keyOf: (entry: T) => string;
  /** The status line: `remaining` entries left (0: the queue is empty). */
  statusText: (remaining: number) => string;
  /** One entry; `onDecided(text)` takes it off the list and puts `text` in the status line. */
  render: (entry: T, onDecided: (text: string) => void) => ReactNode;
  list?: typeof QueueList;
}

/** The open entries of a queue with a status line (announced politely) saying what was decided last and how many are left. */
export function DecisionQueue<T>({ entries, open, keyOf, statusText, render, list: List = QueueList }: DecisionQueueProps<T>) {
  const [done, setDone] = useState<string[]>([]);
  const [last, setLast] = useState<string | null>(null);
  const left = entries.filter((e) => !done.includes(keyOf(e)));
  const remaining = Math.max(0, open - done.length);
  return (
    <>
      <p role="status">
        {last ? `${last} ` : ''}
        {statusText(remaining)}
      </p>
      {left.length > 0 && (
        <List>
          {left.map((entry) => (
            <Fragment key={keyOf(entry)}>
              {render(entry, (text) => {
                setDone((d) => [...d, keyOf(entry)]);
                setLast(text);
              })}
            </Fragment>
          ))}
        </List>
      )}
    </>
  );
}

/** A required choice among `reasons` (their labels from the statement-of-reasons texts), with an empty first option. */
export function ReasonSelect({
  id,
  label,
  placeholder,
  reasons,
  value,
  onChange,
}: {
  id: string;
  label: string;
  placeholder: string;
  reasons: readonly ModerationReason[];
  value: ModerationReason | '';
  onChange: (reason: ModerationReason) => void;
}) {
  const { t } = useT('backoffice');
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <Select id={id} required value={value} onChange={(e) => onChange(e.target.value as ModerationReason)}>
        <option value="">{placeholder}</option>
        {reasons.map((r) => (
          <option key={r} value={r}>
            {t(`reasons.${r}`)}
          </option>
        ))}
      </Select>
    </Field>
  );
}
