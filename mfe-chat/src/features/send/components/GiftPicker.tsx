import { useEffect, useId, useState } from 'react';
import type { Gift } from 'shared-kernel/contract';
import { useT } from 'shared-kernel/i18n';
import { Button } from 'shared-kernel/ui/Button';
import { ButtonRow } from 'shared-kernel/ui/ButtonRow';
import { CreditShortfall, isShort } from 'shared-kernel/ui/CreditShortfall';
import { GiftCatalogue, GiftChoices } from 'shared-kernel/ui/GiftChoices';
import { Modal } from 'shared-kernel/ui/Modal';
import '../../../components/i18n';
import '../i18n';

export interface GiftPickerProps {
  open: boolean;
  onClose: () => void;
  name: string;
  /** rules.costs.gift: what a gift costs this member. */
  cost: number;
  /** The member's credits (the session's, live): a gift they do not cover cannot be sent from here. */
  balance: number;
  onSend: (gift: Gift) => void;
}

/** The gift catalogue (GET /api/gifts.php) as a choice; sending is the send box's (one paid send at a time). */
export function GiftPicker({ open, onClose, name, cost, balance, onSend }: GiftPickerProps) {
  const { t } = useT('chat');
  const [chosen, setChosen] = useState<number | null>(null);
  const shortId = useId();
  const short = isShort(balance, cost);
  useEffect(() => {
    if (open) setChosen(null);
  }, [open]);
  return (
    <Modal open={open} onClose={onClose} title={t('send.gift.title', { name })}>
      <GiftCatalogue open={open}>
        {(gifts) => {
          const gift = gifts.find((g) => g.id === chosen);
          return (
            <>
              <GiftChoices gifts={gifts} inputName="chat-gift" chosen={chosen} onChoose={setChosen} costOf={() => cost} balance={balance} />
              {gifts.length > 0 && short && <CreditShortfall id={shortId} balance={balance} cost={cost} action="anyGift" />}
              {gifts.length > 0 && (
                <ButtonRow>
                  <Button variant="outline" onClick={onClose}>
                    {t('common.cancel')}
                  </Button>
                  <Button onClick={() => gift && onSend(gift)} disabled={!gift || short} aria-describedby={short ? shortId : undefined}>
                    {t('send.gift.send')}
                  </Button>
                </ButtonRow>
              )}
            </>
          );
        }}
      </GiftCatalogue>
    </Modal>
  );
}
