import styled from 'styled-components';
import type { Transaction } from 'shared-kernel/contract';
import { HttpError } from 'shared-kernel/http';
import { useLoad } from 'shared-kernel/hooks/useLoad';
import { useT } from 'shared-kernel/i18n';
import { media } from 'shared-kernel/ui';
import { buttonStyles, type ButtonStyleProps } from 'shared-kernel/ui/Button';
import { LoadError } from 'shared-kernel/ui/LoadError';
import { MemberOnly } from 'shared-kernel/ui/MemberOnly';
import { PageFrame } from 'shared-kernel/ui/PageFrame';
import { Spinner } from 'shared-kernel/ui/Spinner';
import { fetchPayment, receiptUrl } from '../../../api/payments';
import { Actions, Card, TextLink } from '../../../components/Parts';
import { formatDateTime, formatMoney } from '../../../utils/money';
import { StateLabel } from './StateLabel';
import '../../../components/i18n';
import '../i18n';

const Fields = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 2px 16px;
  margin: 0;
  dt {
    color: ${(p) => p.theme.colors.textMuted};
  }
  dd {
    margin: 0 0 10px;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  ${media.sm} {
    grid-template-columns: 12rem minmax(0, 1fr);
    dd {
      margin: 0 0 6px;
    }
  }
`;

const Note = styled.p`
  margin: 6px 0 0;
  font-weight: 400;
`;

/** A plain download (a PDF from the API), not an in-app navigation. */
const Download = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`;

/** States with money received, so with a receipt. */
const WITH_RECEIPT = new Set<Transaction['state']>(['completed', 'refunded', 'charged_back']);

function Details({ tx }: { tx: Transaction }) {
  const { t } = useT('payments');
  const money = (cents: number) => formatMoney(cents, tx.currency);
  return (
    <>
      <h1>{t('transactions.detailHeading', { reference: tx.reference })}</h1>
      <Card>
        <Fields>
          <dt>{t('transactions.fields.state')}</dt>
          <dd>
            <StateLabel state={tx.state} credited={tx.credited} />
            {tx.state === 'pending' && tx.credited && <Note data-testid="collection-on-its-way">{t('transactions.creditedPending', { amount: money(tx.amount) })}</Note>}
          </dd>
          <dt>{t('transactions.fields.reference')}</dt>
          <dd>{tx.reference}</dd>
          <dt>{t('transactions.fields.date')}</dt>
          <dd>{formatDateTime(tx.created_at)}</dd>
          {tx.paid_at && (
            <>
              <dt>{t('transactions.fields.paidAt')}</dt>
              <dd>{formatDateTime(tx.paid_at)}</dd>
            </>
          )}
          <dt>{t('transactions.fields.bundle')}</dt>
          <dd>{t('common.credits', { count: tx.credits })}</dd>
          <dt>{t('transactions.fields.method')}</dt>
          <dd>{t(`methods.${tx.method}`)}</dd>
          {tx.discount > 0 && (
            <>
              <dt>{t('transactions.fields.discount')}</dt>
              <dd>{tx.discount_code ? t('transactions.discountWithCode', { amount: money(tx.discount), code: tx.discount_code }) : money(tx.discount)}</dd>
            </>
          )}
          <dt>{t('transactions.fields.amount')}</dt>
          <dd>{money(tx.amount)}</dd>
          <dt>{t('transactions.fields.vat', { rate: tx.vat_rate })}</dt>
          <dd>{money(tx.vat_amount)}</dd>
        </Fields>
      </Card>
      <Actions>
        {WITH_RECEIPT.has(tx.state) && (
          <Download href={receiptUrl(tx.id)} download>
            {t('transactions.receipt')}
          </Download>
        )}
        {tx.state === 'pending' && tx.checkout_url && (
          <Download href={tx.checkout_url} $variant="outline">
            {t('transactions.continue')}
          </Download>
        )}
      </Actions>
    </>
  );
}

function TransactionDetail({ id }: { id: number }) {
  const { t } = useT('payments');
  const { state, retry } = useLoad(true, () => fetchPayment(id));
  if (state.status === 'loading') return <Spinner label={t('transactions.detailLoading')} />;
  if (state.status === 'failed') {
    // A missing id and another member's are the same 404.
    if (state.error instanceof HttpError && state.error.status === 404) return <h1>{t('transactions.notFound')}</h1>;
    return <LoadError error={state.error} onRetry={retry} />;
  }
  return <Details tx={state.data.payment} />;
}

/** /transactions/{id}: one payment, with its receipt as a PDF once paid. */
export default function TransactionPage({ id }: { id: number }) {
  const { t } = useT('payments');
  return (
    <PageFrame $narrow>
      <TextLink href="/transactions">{t('transactions.back')}</TextLink>
      <MemberOnly visitorText={t('common.visitor')} signup={{ source: 'transactions' }}>
        <TransactionDetail id={id} />
      </MemberOnly>
    </PageFrame>
  );
}
