import { useState } from 'react';
import styled from 'styled-components';
import { ENDPOINTS } from 'shared-kernel/contract/constants';
import { http } from 'shared-kernel/http';
import { useT } from 'shared-kernel/i18n';
import { Alert } from 'shared-kernel/ui/Alert';
import { Button } from 'shared-kernel/ui/Button';
import { Spinner } from 'shared-kernel/ui/Spinner';
import { errorText } from 'shared-kernel/utils/apiError';
import '../i18n';

const Text = styled.p`
  margin: 0 0 12px;
`;

export interface AccountConflictProps {
  kind: 'exists' | 'deleted';
  /** The server's text. */
  message: string;
  /** The address the signup was tried with. */
  email: string;
  onLogin: () => void;
}

type Reactivation = { status: 'idle' | 'sending' | 'sent' } | { status: 'failed'; message: string };

/**
 * The e-mail address already has an account: offer to log in; or the account was deleted and is
 * still in its grace period: offer the reactivation mail (POST /api/reactivation-mail.php).
 */
export function AccountConflict({ kind, message, email, onLogin }: AccountConflictProps) {
  const { t } = useT('auth');
  const [reactivation, setReactivation] = useState<Reactivation>({ status: 'idle' });

  const sendReactivation = async () => {
    setReactivation({ status: 'sending' });
    try {
      await http.call(ENDPOINTS.reactivationMail, { body: { email } });
      setReactivation({ status: 'sent' });
    } catch (error) {
      setReactivation({
        status: 'failed',
        message: errorText(error, { generic: t('signup.errors.generic'), network: t('signup.errors.network') }),
      });
    }
  };

  return (
    <>
      <Alert variant="warning">
        <Text>{message}</Text>
        {kind === 'exists' ? (
          <Button onClick={onLogin}>{t('signup.conflict.login')}</Button>
        ) : (
          reactivation.status !== 'sent' && (
            <Button onClick={sendReactivation} disabled={reactivation.status === 'sending'}>
              {reactivation.status === 'sending' && <Spinner size={16} block={false} label={t('signup.conflict.reactivating')} />}
              {t('signup.conflict.reactivate')}
            </Button>
          )
        )}
      </Alert>
      {reactivation.status === 'sent' && <Alert variant="success">{t('signup.conflict.reactivationSent')}</Alert>}
      {reactivation.status === 'failed' && <Alert variant="danger">{reactivation.message}</Alert>}
    </>
  );
}
