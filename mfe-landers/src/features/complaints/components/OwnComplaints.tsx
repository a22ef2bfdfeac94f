import { useId } from 'react';
import styled from 'styled-components';
import { formatDate } from 'shared-kernel/i18n/format';
import type { ComplaintStatus } from 'shared-kernel/contract/complaint-rules';
import type { Complaint } from 'shared-kernel/contract';
import { useT } from 'shared-kernel/i18n';
import { ErrorPanel } from 'shared-kernel/ui/ErrorPanel';
import { Spinner } from 'shared-kernel/ui/Spinner';
import '../i18n';

export type OwnComplaintsState = { status: 'loading' } | { status: 'error'; retry: () => void } | { status: 'ready'; complaints: Complaint[] };

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  padding: 12px 16px;
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  & > p {
    margin: 4px 0 0;
    overflow-wrap: anywhere;
  }
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 4px 12px;
  font-weight: 600;
`;

const STATUS_COLOURS: Record<ComplaintStatus, string> = { received: '#6b5b7b', in_progress: '#8a5a00', resolved: '#1f7a3f' };

const Status = styled.span<{ $status: ComplaintStatus }>`
  color: ${(p) => STATUS_COLOURS[p.$status]};
`;

const Muted = styled.p`
  color: ${(p) => p.theme.colors.textMuted};
  font-size: 0.875rem;
`;

const complaintDate = (iso: string): string =>
  formatDate(iso, { timeZone: 'Europe/Amsterdam', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** "Mijn meldingen": the member's own notices with their status (another member's are never sent). */
export function OwnComplaints({ state }: { state: OwnComplaintsState }) {
  const { t } = useT('landers');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-testid="own-complaints">
      <h2 id={headingId}>{t('complaints.mine.title')}</h2>
      {state.status === 'loading' && <Spinner label={t('complaints.mine.loading')} />}
      {state.status === 'error' && <ErrorPanel title={t('complaints.mine.loadError')} onRetry={state.retry} />}
      {state.status === 'ready' && state.complaints.length === 0 && <p>{t('complaints.mine.empty')}</p>}
      {state.status === 'ready' && state.complaints.length > 0 && (
        <List>
          {state.complaints.map((c) => (
            <Item key={c.reference} data-reference={c.reference}>
              <Top>
                <span>
                  {c.reference} · {t(`complaints.categories.${c.category}`)}
                </span>
                <Status $status={c.status}>{t('complaints.mine.status', { status: t(`complaints.statuses.${c.status}`) })}</Status>
              </Top>
              {c.urls && <p>{c.urls}</p>}
              <p>{c.explanation}</p>
              <Muted>{t('complaints.mine.received', { date: complaintDate(c.created_at) })}</Muted>
            </Item>
          ))}
        </List>
      )}
    </section>
  );
}
