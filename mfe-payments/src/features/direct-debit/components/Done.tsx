import { useEffect, useRef } from 'react';
import { useT } from 'shared-kernel/i18n';
import { loadUser } from 'shared-kernel/stores/session';
import { Alert } from 'shared-kernel/ui/Alert';
import type { DirectDebitCollectionAnswer } from '../../../api/direct-debit';
import { Actions, AlertText, LinkButton, TextLink } from '../../../components/Parts';
import { formatMoney } from '../../../utils/money';

/** The collection was submitted: the credits are there (granted at submission), the debit follows. */
export function Done({ collection }: { collection: DirectDebitCollectionAnswer }) {
  const { t } = useT('payments');
  const loaded = useRef(false);
  useEffect(() => {
    // The nav's balance follows the live `credits` event; one reload covers a missed one.
    if (loaded.current) return;
    loaded.current = true;
    loadUser().catch(() => undefined);
  }, []);
  const { payment } = collection;
  return (
    <>
      <h2>{t('directDebit.done.heading')}</h2>
      <Alert variant="success">
        <AlertText>
          {t('directDebit.done.text', { credits: t('common.credits', { count: payment.credits }), price: formatMoney(payment.amount, payment.currency) })}
        </AlertText>
        <AlertText>{t('directDebit.done.balance', { count: collection.credits })}</AlertText>
        <AlertText>{t('directDebit.done.reference', { reference: collection.mandate_reference })}</AlertText>
      </Alert>
      <Actions>
        <LinkButton href="/members">{t('directDebit.done.members')}</LinkButton>
        <TextLink href="/transactions">{t('directDebit.done.transactions')}</TextLink>
      </Actions>
    </>
  );
}
