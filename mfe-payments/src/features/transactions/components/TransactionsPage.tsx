import styled from 'styled-components';
import type { Transaction } from 'shared-kernel/contract';
import { useT } from 'shared-kernel/i18n';
import { media } from 'shared-kernel/ui';
import { EmptyState } from 'shared-kernel/ui/EmptyState';
import { Loaded } from 'shared-kernel/ui/LoadError';
import { MemberOnly } from 'shared-kernel/ui/MemberOnly';
import { PageFrame } from 'shared-kernel/ui/PageFrame';
import { fetchTransactions } from '../../../api/payments';
import { CardLink, StackList } from '../../../components/Parts';
import { formatDate, formatMoney } from '../../../utils/money';
import { StateLabel } from './StateLabel';
import '../../../components/i18n';
import '../i18n';

/** One payment as a link: date and bundle on the first line, method, amount and state below (one line from md). */
const Row = styled(CardLink)`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 4px 12px;
  align-items: center;
  border: 1px solid ${(p) => p.theme.colors.border};
  ${media.md} {
    grid-template-columns: 12rem 8rem 1fr 7rem 11rem;
  }
`;

const Cell = styled.span<{ $end?: boolean; $strong?: boolean }>`
  font-weight: ${(p) => (p.$strong ? 700 : 400)};
  ${(p) => (p.$end ? 'justify-self: end;' : '')}
`;

const Muted = styled(Cell)`
  color: ${(p) => p.theme.colors.textMuted};
`;

function TransactionRow({ transaction: tx }: { transaction: Transaction }) {
  const { t } = useT('payments');
  return (
    <li>
      <Row href={`/transactions/${tx.id}`} data-transaction-id={tx.id}>
        <Cell $strong>{formatDate(tx.created_at)}</Cell>
        <Cell $end>{t('common.credits', { count: tx.credits })}</Cell>
        <Muted>{t(`methods.${tx.method}`)}</Muted>
        <Cell $end $strong>
          {formatMoney(tx.amount, tx.currency)}
        </Cell>
        <Cell>
          <StateLabel state={tx.state} credited={tx.credited} />
        </Cell>
      </Row>
    </li>
  );
}

/** /transactions: the member's payments, newest first (SPEC §2). */
export default function TransactionsPage() {
  const { t } = useT('payments');
  return (
    <PageFrame $narrow>
      <h1>{t('app.titles.transactions')}</h1>
      <MemberOnly visitorText={t('common.visitor')} signup={{ source: 'transactions' }}>
        <Loaded load={fetchTransactions} loadingLabel={t('transactions.loading')}>
          {({ transactions }) =>
            transactions.length === 0 ? (
              <EmptyState text={t('transactions.empty')} actionHref="/credits" actionLabel={t('transactions.emptyAction')} />
            ) : (
              <StackList aria-label={t('transactions.listLabel')}>
                {transactions.map((tx) => (
                  <TransactionRow key={tx.id} transaction={tx} />
                ))}
              </StackList>
            )
          }
        </Loaded>
      </MemberOnly>
    </PageFrame>
  );
}
