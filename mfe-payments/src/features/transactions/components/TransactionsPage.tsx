import styled from 'styled-components';
import type { Transaction } from 'shared-kernel/contract';
import { useT } from 'shared-kernel/i18n';
import { AppLink } from 'shared-kernel/navigation';
import { media } from 'shared-kernel/ui';
import { EmptyState } from 'shared-kernel/ui/EmptyState';
import { Loaded } from 'shared-kernel/ui/LoadError';
import { MemberOnly } from 'shared-kernel/ui/MemberOnly';
import { PageFrame } from 'shared-kernel/ui/PageFrame';
import { fetchTransactions } from '../../../api/payments';
import { formatDate, formatMoney } from '../../../utils/money';
import { StateLabel } from './StateLabel';
import '../../../components/i18n';
import '../i18n';

const List = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** One payment as a link: date and bundle on the first line, method, amount and state below (one line from md). */
const Row = styled(AppLink)`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 4px 12px;
  align-items: center;
  min-height: 56px;
  padding: 12px 16px;
  color: ${(p) => p.theme.colors.text};
  text-decoration: none;
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  &:hover,
  &:focus-visible {
    border-color: ${(p) => p.theme.colors.primary};
  }
  ${media.md} {
    grid-template-columns: 12rem 8rem 1fr 7rem 9rem;
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
          <StateLabel state={tx.state} />
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
              <List aria-label={t('transactions.listLabel')}>
                {transactions.map((tx) => (
                  <TransactionRow key={tx.id} transaction={tx} />
                ))}
              </List>
            )
          }
        </Loaded>
      </MemberOnly>
    </PageFrame>
  );
}
