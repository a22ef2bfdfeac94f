import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { Gift } from 'shared-kernel/contract';
import { useLoad } from 'shared-kernel/hooks/useLoad';
import { useT } from 'shared-kernel/i18n';
import { Button } from 'shared-kernel/ui/Button';
import { ChoiceChip, Fieldset } from 'shared-kernel/ui/FormParts';
import { Modal } from 'shared-kernel/ui/Modal';
import { Spinner } from 'shared-kernel/ui/Spinner';
import { LoadError } from '../../../components/LoadError';
import { fetchGiftCatalogue } from '../api/send';
import '../i18n';

const Choices = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: 8px;
`;

const Emoji = styled.span`
  font-size: 1.6rem;
  line-height: 1;
`;

const ChoiceText = styled.span`
  display: flex;
  flex-direction: column;
  line-height: 1.25;
  small {
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 8px;
  margin-top: 16px;
`;

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
  const catalogue = useLoad(open, fetchGiftCatalogue);
  const [chosen, setChosen] = useState<number | null>(null);
  useEffect(() => {
    if (open) setChosen(null);
  }, [open]);
  const gifts = catalogue.state.status === 'ready' ? catalogue.state.data.gifts : [];
  const gift = gifts.find((g) => g.id === chosen);
  return (
    <Modal open={open} onClose={onClose} title={t('send.gift.title', { name })}>
      {catalogue.state.status === 'loading' && <Spinner label={t('send.gift.loading')} />}
      {catalogue.state.status === 'failed' && <LoadError error={catalogue.state.error} onRetry={catalogue.retry} />}
      {catalogue.state.status === 'ready' &&
        (gifts.length === 0 ? (
          <p>{t('send.gift.empty')}</p>
        ) : (
          <>
            <Fieldset>
              <legend>{t('send.gift.choose')}</legend>
              <Choices>
                {gifts.map((g) => (
                  <ChoiceChip key={g.id} $checked={chosen === g.id}>
                    <input type="radio" name="chat-gift" value={g.id} checked={chosen === g.id} onChange={() => setChosen(g.id)} />
                    <Emoji aria-hidden="true">{g.emoji}</Emoji>
                    <ChoiceText>
                      <span>{g.name}</span>
                      <small>{t('send.gift.cost', { count: cost })}</small>
                    </ChoiceText>
                  </ChoiceChip>
                ))}
              </Choices>
            </Fieldset>
            <Buttons>
              <Button variant="outline" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <Button onClick={() => gift && onSend(gift)} disabled={!gift}>
                {t('send.gift.send')}
              </Button>
            </Buttons>
          </>
        ))}
    </Modal>
  );
}
