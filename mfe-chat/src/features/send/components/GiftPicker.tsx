import { useEffect, useState } from 'react';
import type { Gift } from 'shared-kernel/contract';
import { useT } from 'shared-kernel/i18n';
import { Button } from 'shared-kernel/ui/Button';
import { ButtonRow } from 'shared-kernel/ui/ButtonRow';
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
  onSend: (gift: Gift) => void;
}

/** The gift catalogue (GET /api/gifts.php) as a choice; sending is the send box's (one paid send at a time). */
export function GiftPicker({ open, onClose, name, cost, onSend }: GiftPickerProps) {
  const { t } = useT('chat');
  const [chosen, setChosen] = useState<number | null>(null);
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
              <GiftChoices gifts={gifts} inputName="chat-gift" chosen={chosen} onChoose={setChosen} costOf={() => cost} />
              {gifts.length > 0 && (
                <ButtonRow>
                  <Button variant="outline" onClick={onClose}>
                    {t('common.cancel')}
                  </Button>
                  <Button onClick={() => gift && onSend(gift)} disabled={!gift}>
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
