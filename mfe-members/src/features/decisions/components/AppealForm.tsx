import { useId, useState, type FormEvent } from 'react';
import { appealExplanationError, APPEAL_LIMITS } from 'shared-kernel/contract/moderation-rules';
import { HttpError } from 'shared-kernel/http';
import { useT } from 'shared-kernel/i18n';
import { ruleText } from 'shared-kernel/i18n/rules';
import { Button } from 'shared-kernel/ui/Button';
import { ButtonRow } from 'shared-kernel/ui/ButtonRow';
import { Counter, Field, FieldError, TextArea, describedBy } from 'shared-kernel/ui/FormParts';
import { sendAppeal } from '../api/decisions';
import '../i18n';

interface AppealFormProps {
  reference: string;
  onSent: () => void;
  onCancel: () => void;
}

/** The member's appeal against one decision (DSA art. 20): checked as typed with the server's rule. */
export function AppealForm({ reference, onSent, onCancel }: AppealFormProps) {
  const { t } = useT('members');
  const id = useId();
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The contract's code as this remote's text (rules.moderation.* of ../i18n).
  const error = touched ? ruleText(appealExplanationError(text), 'members') : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (appealExplanationError(text)) return;
    setSending(true);
    setFailure(null);
    try {
      await sendAppeal({ reference, explanation: text });
      onSent();
    } catch (err) {
      setFailure(err instanceof HttpError && err.status > 0 && err.status < 500 ? err.message : t('decisions.appealFailed'));
      setSending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Field>
        <label htmlFor={id}>{t('decisions.appealLabel')}</label>
        <TextArea
          id={id}
          value={text}
          maxLength={APPEAL_LIMITS.explanationMax}
          onChange={(e) => setText(e.target.value)}
          onBlur={() => setTouched(true)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error && `${id}-error`)}
          $invalid={Boolean(error)}
        />
        <Counter $full={text.length >= APPEAL_LIMITS.explanationMax}>
          {text.length} / {APPEAL_LIMITS.explanationMax}
        </Counter>
        <FieldError id={`${id}-error`}>{error ?? failure}</FieldError>
      </Field>
      <ButtonRow>
        <Button type="submit" disabled={sending}>
          {sending ? t('decisions.appealSending') : t('decisions.appealSend')}
        </Button>
        <Button variant="outline" onClick={onCancel} disabled={sending}>
          {t('decisions.appealCancel')}
        </Button>
      </ButtonRow>
    </form>
  );
}
