import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { bus } from 'shared-kernel/bus';
import type { Gift } from 'shared-kernel/contract';
import { ERROR_CODES } from 'shared-kernel/contract/error-codes';
import { useT } from 'shared-kernel/i18n';
import { AppLink } from 'shared-kernel/navigation';
import { useSession } from 'shared-kernel/stores/session';
import { Alert } from 'shared-kernel/ui/Alert';
import { Button } from 'shared-kernel/ui/Button';
import { ButtonRow } from 'shared-kernel/ui/ButtonRow';
import { CreditShortfall, isShort } from 'shared-kernel/ui/CreditShortfall';
import { GiftCatalogue, GiftChoices } from 'shared-kernel/ui/GiftChoices';
import { Modal } from 'shared-kernel/ui/Modal';
import { errorCode, isClientError } from 'shared-kernel/utils/apiError';
import { useErrorText } from 'shared-kernel/ui/LoadError';
import { newIdempotencyKey } from 'shared-kernel/utils/idempotencyKey';
import { sendGift, type SendGiftAnswer } from '../api/gifts';
import '../i18n';

const Balance = styled.p`
  margin: 0 0 12px;
  font-weight: 600;
`;

export interface GiftRecipient {
  id: number;
  name: string;
}

export interface GiftDialogProps {
  open: boolean;
  onClose: () => void;
  recipient: GiftRecipient;
}

interface SendFailure {
  text: string;
  insufficient: boolean;
}

/**
 * Choosing and sending a gift (SPEC §2): the catalogue with each gift's price, the member's
 * balance and one send button. Every send gets its own idempotency key, which the HTTP client's
 * retries of that send (and a new try of the same gift after no answer came) reuse, so a gift
 * is never paid twice; a double click sends once. On success the session's credits follow the
 * server's balance.
 */
export function GiftDialog({ open, onClose, recipient }: GiftDialogProps) {
  const { t } = useT('members');
  const errorTextOf = useErrorText();
  const credits = useSession((s) => s.user?.credits ?? null);
  const [chosen, setChosen] = useState<number | null>(null);
  const shortId = useId();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<SendGiftAnswer | null>(null);
  const [failure, setFailure] = useState<SendFailure | null>(null);
  // Refs, not state: two clicks in the same tick both see the old state.
  const busy = useRef(false);
  const pending = useRef<{ giftId: number; key: string } | null>(null);

  useEffect(() => {
    if (!open) return;
    setChosen(null);
    setSent(null);
    setFailure(null);
  }, [open]);

  const choose = (giftId: number) => {
    setChosen(giftId);
    setFailure(null);
    setSent(null);
  };

  const send = async (gift: Gift) => {
    if (busy.current) return;
    busy.current = true;
    setSending(true);
    setFailure(null);
    setSent(null);
    // The same gift again after an attempt without a definite answer keeps its key.
    if (pending.current?.giftId !== gift.id) pending.current = { giftId: gift.id, key: newIdempotencyKey() };
    try {
      const answer = await sendGift({ profile_id: recipient.id, gift_id: gift.id, idempotency_key: pending.current.key });
      pending.current = null;
      // The session store applies the new balance.
      bus.emit({ type: 'credits/changed', credits: answer.credits });
      setSent(answer);
      setChosen(null);
    } catch (error) {
      // A refusal is final: a new try is a new send. Without an answer the send may have arrived.
      if (isClientError(error)) pending.current = null;
      setFailure({ text: errorTextOf(error), insufficient: errorCode(error) === ERROR_CODES.insufficientCredits });
    } finally {
      busy.current = false;
      setSending(false);
    }
  };

  const close = () => {
    if (!busy.current) onClose();
  };

  return (
    <Modal open={open} onClose={close} lightDismiss={!sending} title={t('gifts.dialog.title', { name: recipient.name })}>
      <GiftCatalogue open={open}>
        {(gifts) => {
          const chosenGift = gifts.find((g) => g.id === chosen);
          // The chosen gift, or before a choice the cheapest: what the balance must cover.
          const cheapest = gifts.reduce<Gift | null>((low, g) => (low === null || g.credits < low.credits ? g : low), null);
          const measured = chosenGift ?? cheapest;
          const short = measured !== null && !sent && isShort(credits, measured.credits);
          return (
            <>
              {credits !== null && !short && <Balance>{t('gifts.dialog.balance', { count: credits })}</Balance>}
              <GiftChoices
                gifts={gifts}
                inputName="gift"
                chosen={chosen}
                onChoose={choose}
                costOf={(gift) => gift.credits}
                disabled={sending}
                balance={credits}
              />
              {short && credits !== null && measured && (
                <CreditShortfall id={shortId} balance={credits} cost={measured.credits} action={chosenGift ? 'gift' : 'cheapestGift'} />
              )}
              {sent && (
                <Alert variant="success" title={t('gifts.dialog.sent')}>
                  <p>{t('gifts.dialog.sentDetail', { name: recipient.name, gift: sent.sent.gift.name.toLowerCase() })}</p>
                </Alert>
              )}
              {failure && (
                <Alert variant="danger">
                  <p>{failure.text}</p>
                  {failure.insufficient && <AppLink href="/credits">{t('gifts.dialog.buyCredits')}</AppLink>}
                </Alert>
              )}
              <ButtonRow>
                <Button variant="outline" onClick={close} disabled={sending}>
                  {sent ? t('gifts.dialog.close') : t('gifts.dialog.cancel')}
                </Button>
                <Button
                  onClick={() => chosenGift && void send(chosenGift)}
                  disabled={!chosenGift || sending || short}
                  aria-busy={sending || undefined}
                  aria-describedby={short ? shortId : undefined}
                >
                  {sending ? t('gifts.dialog.sending') : t('gifts.dialog.send')}
                </Button>
              </ButtonRow>
            </>
          );
        }}
      </GiftCatalogue>
    </Modal>
  );
}
