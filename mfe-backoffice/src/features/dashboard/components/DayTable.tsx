import styled from 'styled-components';
import type { DashboardDay } from 'shared-kernel/contract/admin';
import { useT } from 'shared-kernel/i18n';
import { TableBox } from '../../../components/TableBox';

export const euros = (cents: number): string =>
  (cents / 100).toLocaleString('nl-NL', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 });

const Scroll = styled(TableBox)`
  table {
    font-variant-numeric: tabular-nums;
  }
  th,
  td {
    white-space: nowrap;
  }
  td {
    text-align: right;
  }
  thead th {
    text-align: right;
  }
  thead th:first-child {
    text-align: left;
  }
`;

const COLUMNS = ['signups', 'activations', 'paying_members', 'revenue', 'messages', 'open_reports'] as const;

const dayLabel = (date: string) => `${date.slice(8, 10)}-${date.slice(5, 7)}-${date.slice(0, 4)}`;

/** The dashboard's numbers, newest day first: what the charts show, readable and accessible. */
export function DayTable({ days }: { days: readonly DashboardDay[] }) {
  const { t } = useT('backoffice');
  return (
    <Scroll tabIndex={0} role="region" aria-label={t('dashboard.table.caption')}>
      <table>
        <caption>{t('dashboard.table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('dashboard.table.date')}</th>
            {COLUMNS.map((c) => (
              <th key={c} scope="col">
                {t(`dashboard.table.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[...days].reverse().map((d) => (
            <tr key={d.date} data-date={d.date}>
              <th scope="row">{dayLabel(d.date)}</th>
              <td>{d.signups}</td>
              <td>{d.activations}</td>
              <td>{d.paying_members}</td>
              <td>{euros(d.revenue_cents)}</td>
              <td>{d.messages}</td>
              <td>{d.open_reports}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Scroll>
  );
}
