import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { Api, Gift, ResponseOf } from 'shared-kernel/contract';
import { ENDPOINTS } from 'shared-kernel/contract/constants';
import { http } from 'shared-kernel/http';
import { useLoad } from 'shared-kernel/hooks/useLoad';
import { useT } from 'shared-kernel/i18n';
import { KERNEL_NS } from 'shared-kernel/i18n/kernel';
import { ChoiceChip, Fieldset } from 'shared-kernel/ui/FormParts';
import { LoadError } from 'shared-kernel/ui/LoadError';
import { Spinner } from 'shared-kernel/ui/Spinner';
import { GiftPicture } from 'shared-kernel/ui/GiftPicture';

export type GiftCatalogueAnswer = ResponseOf<Api['giftCatalogue']>;

/** GET /api/gifts.php: the gift catalogue. */
export const fetchGiftCatalogue = (): Promise<GiftCatalogueAnswer> => http.call(ENDPOINTS.giftCatalogue);

const Choices = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: 8px;
`;

const ChoiceText = styled.span`
  display: flex;
  flex-direction: column;
  line-height: 1.25;
  small {
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

/** The mark of a gift that costs more than the balance. */
const TooExpensive = styled.small`
  && {
    color: ${(p) => p.theme.colors.danger};
    font-weight: 700;
  }
`;

export interface GiftCatalogueProps {
  /** The catalogue is loaded (again) each time this becomes true, e.g. when a dialog opens. */
  open: boolean;
  /** What to show once the catalogue is there (e.g. GiftChoices and the buttons). */
  children: (gifts: Gift[]) => ReactNode;
}

/** The gift catalogue (GET /api/gifts.php): a spinner while it loads, the failure with a retry, then `children`. */
export function GiftCatalogue({ open, children }: GiftCatalogueProps) {
  const { t } = useT(KERNEL_NS);
  const catalogue = useLoad(open, fetchGiftCatalogue);
  if (catalogue.state.status === 'loading') return <Spinner label={t('gifts.loading')} />;
  if (catalogue.state.status === 'failed') return <LoadError error={catalogue.state.error} onRetry={catalogue.retry} />;
  return <>{children(catalogue.state.data.gifts)}</>;
}

export interface GiftChoicesProps {
  gifts: readonly Gift[];
  /** The `name` of the radio buttons. */
  inputName: string;
  /** The chosen gift's id, or null. */
  chosen: number | null;
  onChoose: (giftId: number) => void;
  /** What the gift costs this member, in credits (shown with each gift). */
  costOf: (gift: Gift) => number;
  /** While a send is under way. */
  disabled?: boolean;
  /** The member's credits: gifts that cost more are marked (they stay choosable; the send explains). */
  balance?: number | null;
}

/**
 * The gifts as one choice (radio buttons in a grid: emoji, name, price); without gifts, a short
 * text. With a balance, a gift that costs more than it is marked "Meer dan je saldo".
 */
export function GiftChoices({ gifts, inputName, chosen, onChoose, costOf, disabled = false, balance = null }: GiftChoicesProps) {
  const { t } = useT(KERNEL_NS);
  if (gifts.length === 0) return <p>{t('gifts.empty')}</p>;
  return (
    <Fieldset disabled={disabled}>
      <legend>{t('gifts.choose')}</legend>
      <Choices>
        {gifts.map((gift) => (
          <ChoiceChip key={gift.id} $checked={chosen === gift.id} $disabled={disabled}>
            <input type="radio" name={inputName} value={gift.id} checked={chosen === gift.id} onChange={() => onChoose(gift.id)} />
            <GiftPicture gift={gift} size={32} />
            <ChoiceText>
              <span>{gift.name}</span>
              <small>{t('gifts.cost', { count: costOf(gift) })}</small>
              {balance !== null && costOf(gift) > balance && <TooExpensive data-testid="gift-too-expensive">{t('gifts.tooExpensive')}</TooExpensive>}
            </ChoiceText>
          </ChoiceChip>
        ))}
      </Choices>
    </Fieldset>
  );
}
