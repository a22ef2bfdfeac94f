import { useId, type FormEvent, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import { useT } from 'shared-kernel/i18n';
import { Alert } from 'shared-kernel/ui/Alert';
import { Button } from 'shared-kernel/ui/Button';
import { Spinner } from 'shared-kernel/ui/Spinner';
import '../i18n';

const Section = styled.section`
  & > h2 {
    margin: 0 0 8px;
    font-size: 1.35rem;
    &:focus {
      outline: none;
    }
  }
  & > p {
    margin: 0 0 20px;
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px 20px;
  margin-top: 24px;
`;

export interface StepFrameProps {
  title: string;
  intro?: string;
  /** Receives the heading, which gets the focus when the step changes. */
  headingRef?: Ref<HTMLHeadingElement>;
  /**
   * Saves the step (the "Volgende" button submits). Without it there is no "Volgende": the step
   * brings its own buttons (with `onSkip`, "Overslaan" is still offered).
   */
  onSubmit?: () => void;
  onSkip?: () => void;
  /** Label of the submit button; default "Volgende". */
  submitLabel?: string;
  busy?: boolean;
  busyLabel?: string;
  /** The server's text after a failed save, shown above the buttons. */
  error?: string | null;
  children?: ReactNode;
}

/** One signup step: its heading, its content and the "Volgende" / "Overslaan" buttons. */
export function StepFrame({ title, intro, headingRef, onSubmit, onSkip, submitLabel, busy = false, busyLabel, error, children }: StepFrameProps) {
  const { t } = useT('auth');
  const headingId = useId();
  const body = (
    <>
      {children}
      {error && <Alert variant="danger">{error}</Alert>}
      {(onSubmit || onSkip) && (
        <Actions>
          {onSubmit && (
            <Button type="submit" size="lg" disabled={busy}>
              {busy && <Spinner size={18} block={false} label={busyLabel ?? t('completeSignup.saving')} />}
              {submitLabel ?? t('completeSignup.next')}
            </Button>
          )}
          {busy && !onSubmit && <Spinner size={18} block={false} label={busyLabel ?? t('completeSignup.saving')} />}
          {onSkip && (
            <Button variant="link" onClick={onSkip} disabled={busy}>
              {t('completeSignup.skip')}
            </Button>
          )}
        </Actions>
      )}
    </>
  );
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        {title}
      </h2>
      {intro && <p>{intro}</p>}
      {onSubmit ? (
        <form
          noValidate
          onSubmit={(e: FormEvent<HTMLFormElement>) => {
            e.preventDefault();
            if (!busy) onSubmit();
          }}
        >
          {body}
        </form>
      ) : (
        body
      )}
    </Section>
  );
}
