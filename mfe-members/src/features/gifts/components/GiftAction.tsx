import { useState } from 'react';
import { useT } from 'shared-kernel/i18n';
import type { SessionState } from 'shared-kernel/stores/session';
import { Button } from 'shared-kernel/ui/Button';
import { LinkButton } from 'shared-kernel/ui/LinkButton';
import { loginPathFor } from 'shared-kernel/utils/loginPath';
import { GiftDialog, type GiftRecipient } from './GiftDialog';
import '../i18n';

export interface GiftActionProps {
  recipient: GiftRecipient;
  session: SessionState;
}

/**
 * The "Cadeau sturen" button of a profile, opening the gift dialog. A visitor is sent to the
 * login page first (SPEC §6: login is required to send a gift), which leads back to the profile.
 */
export function GiftAction({ recipient, session }: GiftActionProps) {
  const { t } = useT('members');
  const [open, setOpen] = useState(false);
  if (session.status === 'unknown') return null;
  if (session.status === 'anonymous') {
    return (
      <LinkButton href={loginPathFor(`/members/${recipient.id}`)} $variant="outline">
        {t('gifts.loginToSend')}
      </LinkButton>
    );
  }
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} aria-haspopup="dialog">
        {t('gifts.action')}
      </Button>
      <GiftDialog open={open} onClose={() => setOpen(false)} recipient={recipient} />
    </>
  );
}
