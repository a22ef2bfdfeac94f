import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { DELETION_GRACE_DAYS } from 'shared-kernel/contract/account-rules';
import { useT } from 'shared-kernel/i18n';
import { Alert } from 'shared-kernel/ui/Alert';
import { Button } from 'shared-kernel/ui/Button';
import { Modal } from 'shared-kernel/ui/Modal';
import { SubmitButton } from '../../../components/SubmitButton';
import { PasswordTextField } from '../../../components/TextField';
import { useFormFields } from '../../../hooks/useFormFields';
import { useSubmission } from '../../../hooks/useSubmission';
import { deleteAccount } from '../api/account';
import { DELETE_REASONS, type DeleteReason } from '../utils/deleteReasons';
import '../i18n';

const COMMENT_MAX_LENGTH = 1000;

const Form = styled.form`
  display: grid;
  gap: 16px;
  p {
    margin: 0;
  }
`;

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  display: grid;
  gap: 4px;
  legend {
    margin-bottom: 6px;
    padding: 0;
    font-weight: 600;
  }
`;

const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 36px;
  cursor: pointer;
  input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${(p) => p.theme.colors.primary};
  }
`;

const CommentLabel = styled.label`
  display: block;
  margin-bottom: 6px;
  font-weight: 600;
`;

const Comment = styled.textarea`
  display: block;
  width: 100%;
  min-height: 88px;
  padding: 8px 12px;
  resize: vertical;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 12px;
`;

export interface DeleteAccountDialogProps {
  onClose: () => void;
  /** The account is deleted (the server ended the session). */
  onDeleted: () => void;
}

/**
 * The last step of deleting the account: an optional reason and comment, the current password, and
 * what happens next (grace period, reactivation by e-mail). Cannot be dismissed while sending.
 */
export default function DeleteAccountDialog({ onClose, onDeleted }: DeleteAccountDialogProps) {
  const { t } = useT('auth');
  const commentId = useId();
  const [reason, setReason] = useState<DeleteReason | null>(null);
  const [comment, setComment] = useState('');
  const form = useFormFields({ password: '' });
  const { password } = form.values;
  const { state, submitting, submit } = useSubmission<void>();

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (submitting) return;
    if (!form.check({ password: password ? null : t('settings.delete.dialog.errors.passwordRequired') })) return;
    void submit(async () => {
      await deleteAccount({ password, reason: reason ?? undefined, comment: comment.trim() || undefined });
      onDeleted();
    });
  };

  return (
    <Modal open onClose={onClose} title={t('settings.delete.dialog.title')} dismissible={!submitting}>
      <Form noValidate onSubmit={onSubmit}>
        <p>{t('settings.delete.dialog.grace', { days: DELETION_GRACE_DAYS })}</p>
        <Fieldset disabled={submitting}>
          <legend>{t('settings.delete.dialog.reason')}</legend>
          {DELETE_REASONS.map((r) => (
            <Choice key={r}>
              <input type="radio" name="reason" value={r} checked={reason === r} onChange={() => setReason(r)} />
              {t(`settings.delete.reasons.${r}`)}
            </Choice>
          ))}
        </Fieldset>
        <div>
          <CommentLabel htmlFor={commentId}>{t('settings.delete.dialog.comment')}</CommentLabel>
          <Comment
            id={commentId}
            name="comment"
            maxLength={COMMENT_MAX_LENGTH}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            disabled={submitting}
          />
        </div>
        <PasswordTextField
          label={t('settings.delete.dialog.password')}
          autoComplete="current-password"
          disabled={submitting}
          {...form.field('password')}
        />
        {state.status === 'failed' && <Alert variant="danger">{state.message}</Alert>}
        <Actions>
          <Button variant="outline" onClick={onClose} disabled={submitting}>
            {t('settings.delete.dialog.cancel')}
          </Button>
          <SubmitButton variant="danger" busy={submitting}>
            {t('settings.delete.dialog.submit')}
          </SubmitButton>
        </Actions>
      </Form>
    </Modal>
  );
}
