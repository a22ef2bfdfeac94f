import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { ReportEntry } from 'shared-kernel/contract/admin-moderation';
import { NOTE_MAX, NOTICE_ACTIONS, type NoticeAction } from 'shared-kernel/contract/admin-ops-rules';
import { COMPLAINT_CATEGORIES } from 'shared-kernel/contract/complaint-rules';
import { MODERATION_REASONS, type ModerationReason } from 'shared-kernel/contract/moderation-rules';
import { useT } from 'shared-kernel/i18n';
import { useSearchParams } from 'shared-kernel/router';
import { Alert } from 'shared-kernel/ui/Alert';
import { Button } from 'shared-kernel/ui/Button';
import { Field, Input, Select, TextArea } from 'shared-kernel/ui/FormParts';
import { Loaded } from 'shared-kernel/ui/LoadError';
import { DecisionQueue, QueueList, queueCard, ReasonSelect, useDecision } from '../../../components/DecisionQueue';
import { decideAppeal, decideNotice, loadReports } from '../api/reports';
import '../i18n';

const List = styled(QueueList)`
  > li {
    ${queueCard}
  }
  h2 {
    font-size: 1.05rem;
    margin: 0 0 4px;
  }
  .meta {
    color: ${(p) => p.theme.colors.textMuted};
    font-size: 0.9rem;
    margin: 0 0 8px;
  }
  blockquote {
    margin: 0 0 8px;
    padding: 8px 12px;
    border-left: 4px solid ${(p) => p.theme.colors.border};
    white-space: pre-wrap;
  }
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: 0 12px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const CategoryFilter = styled.div`
  max-width: 320px;
`;

const when = (iso: string) => new Date(iso).toLocaleString('nl-NL', { timeZone: 'Europe/Amsterdam', dateStyle: 'medium', timeStyle: 'short' });

function NoticeForm({ entry, onDecided }: { entry: ReportEntry; onDecided: (text: string) => void }) {
  const { t } = useT('backoffice');
  const id = useId();
  const [action, setAction] = useState<NoticeAction>('no_action');
  const [reason, setReason] = useState<ModerationReason | ''>('');
  const [until, setUntil] = useState('');
  const [note, setNote] = useState('');
  const { busy, failure, run } = useDecision();
  const actions = entry.user_id === null ? (['no_action'] as const) : NOTICE_ACTIONS;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      const { statement } = await decideNotice({
        id: entry.id,
        action,
        ...(action !== 'no_action' && reason ? { reason } : {}),
        ...(action === 'suspend' && until ? { until: new Date(until).toISOString() } : {}),
        ...(note.trim() ? { note } : {}),
      });
      onDecided(statement ? t('reports.decidedWithStatement', { statement }) : t('reports.decided'));
    });
  };

  return (
    <form onSubmit={submit}>
      {failure && <Alert variant="danger">{failure}</Alert>}
      <Row>
        <Field>
          <label htmlFor={`${id}-action`}>{t('reports.action')}</label>
          <Select id={`${id}-action`} value={action} onChange={(e) => setAction(e.target.value as NoticeAction)}>
            {actions.map((a) => (
              <option key={a} value={a}>
                {t(`reports.actions.${a}`)}
              </option>
            ))}
          </Select>
        </Field>
        {action !== 'no_action' && (
          <ReasonSelect id={`${id}-reason`} label={t('reports.reason')} placeholder={t('reports.chooseReason')} reasons={MODERATION_REASONS} value={reason} onChange={setReason} />
        )}
        {action === 'suspend' && (
          <Field>
            <label htmlFor={`${id}-until`}>{t('reports.until')}</label>
            <Input id={`${id}-until`} type="datetime-local" required value={until} onChange={(e) => setUntil(e.target.value)} />
          </Field>
        )}
      </Row>
      {action !== 'no_action' && (
        <Field>
          <label htmlFor={`${id}-note`}>{t('reports.note')}</label>
          <TextArea id={`${id}-note`} maxLength={NOTE_MAX} value={note} onChange={(e) => setNote(e.target.value)} />
        </Field>
      )}
      <Button type="submit" disabled={busy}>
        {t('reports.decide')}
      </Button>
    </form>
  );
}

function AppealButtons({ entry, onDecided }: { entry: ReportEntry; onDecided: (text: string) => void }) {
  const { t } = useT('backoffice');
  const { busy, failure, run } = useDecision();
  const decide = (outcome: 'upheld' | 'reversed') =>
    run(async () => {
      await decideAppeal({ id: entry.id, outcome });
      onDecided(t('reports.decided'));
    });
  return (
    <>
      {failure && <Alert variant="danger">{failure}</Alert>}
      <Actions>
        <Button variant="outline" disabled={busy} onClick={() => void decide('upheld')}>
          {t('reports.uphold')}
        </Button>
        <Button disabled={busy} onClick={() => void decide('reversed')}>
          {t('reports.reverse')}
        </Button>
      </Actions>
    </>
  );
}

function ReportCard({ entry, onDecided }: { entry: ReportEntry; onDecided: (text: string) => void }) {
  const { t } = useT('backoffice');
  return (
    <li aria-label={`${entry.category_label} ${entry.reference}`}>
      <h2>
        {entry.category_label} · {entry.reference}
      </h2>
      <p className="meta">
        {t('reports.received', { when: when(entry.created_at) })} ·{' '}
        {entry.profile_id !== null ? t('reports.about', { name: entry.profile_name ?? '', id: entry.profile_id }) : t('reports.aboutNobody')}
      </p>
      <blockquote>{entry.explanation}</blockquote>
      {entry.reported_message_text !== null && <p>{t('reports.message', { text: entry.reported_message_text })}</p>}
      {entry.type === 'notice' ? <NoticeForm entry={entry} onDecided={onDecided} /> : <AppealButtons entry={entry} onDecided={onDecided} />}
    </li>
  );
}

/** /admin/reports (moderators, admins): notices and appeals by age, filtered by category; decide each. */
export default function ReportsPage() {
  const { t } = useT('backoffice');
  const [params, setParams] = useSearchParams();
  const category = params.get('category') ?? '';
  return (
    <>
      <h1>{t('reports.heading')}</h1>
      <p>{t('reports.intro')}</p>
      <CategoryFilter>
        <Field>
          <label htmlFor="reports-category">{t('reports.category')}</label>
          <Select id="reports-category" value={category} onChange={(e) => setParams(e.target.value ? new URLSearchParams({ category: e.target.value }) : new URLSearchParams())}>
            <option value="">{t('reports.allCategories')}</option>
            {COMPLAINT_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(`reports.categories.${c}`)}
              </option>
            ))}
            <option value="appeal">{t('reports.appeals')}</option>
          </Select>
        </Field>
      </CategoryFilter>
      <Loaded key={category} load={() => loadReports(category)} loadingLabel={t('reports.loading')}>
        {(data) => (
          <DecisionQueue
            entries={data.reports}
            open={data.open}
            keyOf={(entry) => `${entry.type}:${entry.id}`}
            statusText={(remaining) => (remaining === 0 ? t('reports.empty') : t('reports.open', { count: remaining }))}
            render={(entry, onDecided) => <ReportCard entry={entry} onDecided={onDecided} />}
            list={List}
          />
        )}
      </Loaded>
    </>
  );
}
