import { lazy, Suspense, useMemo } from 'react';
import styled from 'styled-components';
import type { DashboardDay, DashboardResponse } from 'shared-kernel/contract/admin';
import { DASHBOARD_DAYS } from 'shared-kernel/contract/admin-rules';
import { useT } from 'shared-kernel/i18n';
import { Loaded } from 'shared-kernel/ui/LoadError';
import { Spinner } from 'shared-kernel/ui/Spinner';
import { loadDashboard } from '../api/dashboard';
import type { ChartSeries } from './DayChart';
import { DayTable, euros } from './DayTable';
import '../i18n';

// The chart library comes with the dashboard's charts only (never with the member site).
const DayChart = lazy(() => import('./DayChart'));

const Tiles = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: 12px;
  margin: 0 0 24px;
  div {
    background: ${(p) => p.theme.colors.surface};
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radii.md};
    padding: 12px 14px;
  }
  dt {
    font-size: 0.85rem;
    color: ${(p) => p.theme.colors.textMuted};
  }
  dd {
    margin: 4px 0 0;
    font-size: 1.4rem;
    font-weight: 700;
    color: ${(p) => p.theme.colors.secondary};
  }
`;

const Charts = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: minmax(0, 1fr);
  margin-bottom: 24px;
  @media (min-width: 1200px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  figure {
    margin: 0;
    background: ${(p) => p.theme.colors.surface};
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radii.md};
    padding: 12px;
    min-width: 0;
  }
  figcaption {
    font-weight: 600;
    margin-bottom: 8px;
  }
`;

const Intro = styled.p`
  margin: -8px 0 16px;
  color: ${(p) => p.theme.colors.textMuted};
`;

const sum = (days: readonly DashboardDay[], key: keyof Omit<DashboardDay, 'date'>) => days.reduce((n, d) => n + d[key], 0);
const pick = (days: readonly DashboardDay[], key: keyof Omit<DashboardDay, 'date'>) => days.map((d) => d[key]);

function Dashboard({ data }: { data: DashboardResponse }) {
  const { t } = useT('backoffice');
  const { days } = data;
  const dates = useMemo(() => days.map((d) => d.date), [days]);
  const charts = useMemo<{ key: string; series: ChartSeries[]; format?: (v: number) => string }[]>(
    () => [
      {
        key: 'members',
        series: [
          { label: t('dashboard.table.signups'), color: '#c8184a', values: pick(days, 'signups') },
          { label: t('dashboard.table.activations'), color: '#4a2c6f', values: pick(days, 'activations') },
        ],
      },
      { key: 'payments', series: [{ label: t('dashboard.table.paying_members'), color: '#1e7d46', values: pick(days, 'paying_members') }] },
      {
        key: 'revenue',
        series: [{ label: t('dashboard.table.revenue'), color: '#1d5fa8', values: pick(days, 'revenue_cents') }],
        format: (v: number) => `€ ${Math.round(v / 100)}`,
      },
      { key: 'messages', series: [{ label: t('dashboard.table.messages'), color: '#a8123d', values: pick(days, 'messages') }] },
      { key: 'reports', series: [{ label: t('dashboard.table.open_reports'), color: '#b42318', values: pick(days, 'open_reports') }] },
    ],
    [days, t],
  );
  const last = days[days.length - 1];
  return (
    <>
      <Intro>{t('dashboard.intro', { days: days.length })}</Intro>
      <h2 style={{ fontSize: '1.1rem', margin: '0 0 8px' }}>{t('dashboard.totals', { days: days.length })}</h2>
      <Tiles>
        <div>
          <dt>{t('dashboard.table.signups')}</dt>
          <dd data-total="signups">{sum(days, 'signups').toLocaleString('nl-NL')}</dd>
        </div>
        <div>
          <dt>{t('dashboard.table.activations')}</dt>
          <dd data-total="activations">{sum(days, 'activations').toLocaleString('nl-NL')}</dd>
        </div>
        <div>
          <dt>{t('dashboard.table.revenue')}</dt>
          <dd data-total="revenue">{euros(sum(days, 'revenue_cents'))}</dd>
        </div>
        <div>
          <dt>{t('dashboard.table.messages')}</dt>
          <dd data-total="messages">{sum(days, 'messages').toLocaleString('nl-NL')}</dd>
        </div>
        <div>
          <dt>{t('dashboard.openNow')}</dt>
          <dd data-total="open_reports">{(last?.open_reports ?? 0).toLocaleString('nl-NL')}</dd>
        </div>
      </Tiles>
      <Charts>
        {charts.map((c) => (
          <figure key={c.key} data-figure={c.key}>
            <figcaption>{t(`dashboard.charts.${c.key}`)}</figcaption>
            <Suspense fallback={<Spinner label={t('dashboard.charts.loading')} size={24} />}>
              <DayChart dates={dates} series={c.series} {...(c.format ? { format: c.format } : {})} />
            </Suspense>
          </figure>
        ))}
      </Charts>
      <DayTable days={days} />
    </>
  );
}

/** /admin: signups, activations, paying members, revenue, messages and open reports per day, as charts and as numbers. */
export default function DashboardPage() {
  const { t } = useT('backoffice');
  return (
    <>
      <h1>{t('dashboard.heading')}</h1>
      <Loaded load={() => loadDashboard(DASHBOARD_DAYS)} loadingLabel={t('dashboard.loading')}>
        {(data) => <Dashboard data={data} />}
      </Loaded>
    </>
  );
}
