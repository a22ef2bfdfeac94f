import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { MemberDetail } from 'shared-kernel/contract/admin-members';
import { ERASE_REASON_MIN } from 'shared-kernel/contract/admin-ops-rules';
import { useT } from 'shared-kernel/i18n';
import { ruleText } from 'shared-kernel/i18n/rules';
import { Alert } from 'shared-kernel/ui/Alert';
import { Button } from 'shared-kernel/ui/Button';
import { Modal } from 'shared-kernel/ui/Modal';
import { useErrorText } from 'shared-kernel/ui/LoadError';
import { TextField } from 'shared-kernel/ui/TextField';
import { eraseMember, exportMember } from '../api/members';
import '../i18n';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;

const Form = styled.form`
  display: grid;
  gap: 16px;
  p {
    margin: 0;
  }
`;

const DialogActions = styled(Actions)`
  justify-content: flex-end;
`;

/** Saves `data` as a JSON file in the browser's downloads. */
function download(data: unknown, file: string): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

function EraseDialog({ member, onClose, onErased }: { member: MemberDetail['member']; onClose: () => void; onErased: () => void }) {
  const { t } = useT('backoffice');
  const errorText = useErrorText();
  const reasonRef = useRef<HTMLInputElement>(null);
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (reason.trim().length < ERASE_REASON_MIN) {
      setInvalid(true);
      reasonRef.current?.focus();
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await eraseMember({ user_id: member.user_id, reason: reason.trim() });
      onErased();
    } catch (error) {
      setFailure(errorText(error));
      setBusy(false);
    }
  };

  return (
    <Modal open onClose={onClose} title={t('members.gdpr.title', { name: member.name ?? member.user_id })} dismissible={!busy} initialFocusRef={reasonRef}>
      <Form noValidate onSubmit={submit}>
        <p>{t('members.gdpr.warning')}</p>
        <TextField
          ref={reasonRef}
          label={t('members.gdpr.reason')}
          hint={t('members.gdpr.reasonHint')}
          required
          maxLength={500}
          value={reason}
          onValueChange={(value) => {
            setReason(value);
            setInvalid(false);
          }}
          error={invalid ? ruleText('memberCare.eraseReasonRequired', 'backoffice') : null}
          disabled={busy}
        />
        {failure && <Alert variant="danger">{failure}</Alert>}
        <DialogActions>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {t('members.gdpr.cancel')}
          </Button>
          <Button type="submit" variant="danger" disabled={busy}>
            {t('members.gdpr.confirm')}
          </Button>
        </DialogActions>
      </Form>
    </Modal>
  );
}

/**
 * A member's data on request (GDPR art. 15, 17, 20): the member's own export as a download, and
 * erasure at once after a confirmation with a reason (audited by the API).
 */
export function MemberGdpr({ member, onErased }: { member: MemberDetail['member']; onErased: (userId: number) => void }) {
  const { t } = useT('backoffice');
  const errorText = useErrorText();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [erasing, setErasing] = useState(false);

  const exportData = async () => {
    try {
      const file = `hartklop-gegevens-${member.user_id}.json`;
      download(await exportMember(member.user_id), file);
      setMessage({ ok: true, text: t('members.gdpr.exported', { file }) });
    } catch (error) {
      setMessage({ ok: false, text: errorText(error) });
    }
  };

  return (
    <>
      <h3>{t('members.gdpr.heading')}</h3>
      <p>{t('members.gdpr.intro')}</p>
      {message && <Alert variant={message.ok ? 'success' : 'danger'}>{message.text}</Alert>}
      <Actions>
        <Button variant="outline" onClick={() => void exportData()}>
          {t('members.gdpr.export')}
        </Button>
        <Button variant="danger" onClick={() => setErasing(true)}>
          {t('members.gdpr.erase')}
        </Button>
      </Actions>
      {erasing && (
        <EraseDialog
          member={member}
          onClose={() => setErasing(false)}
          onErased={() => {
            setErasing(false);
            onErased(member.user_id);
          }}
        />
      )}
    </>
  );
}
