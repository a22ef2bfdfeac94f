import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { ModerationItem } from 'shared-kernel/contract/admin-moderation';
import { NOTE_MAX } from 'shared-kernel/contract/admin-ops-rules';
import { CONTENT_REASONS, MODERATION_REASON_TEXTS, type ModerationReason } from 'shared-kernel/contract/moderation-rules';
import { useT } from 'shared-kernel/i18n';
import { Alert } from 'shared-kernel/ui/Alert';
import { Button } from 'shared-kernel/ui/Button';
import { Field, Select, TextArea } from 'shared-kernel/ui/FormParts';
import { Loaded, useErrorText } from 'shared-kernel/ui/LoadError';
import { approve, loadQueue, reject } from '../api/moderation';
import '../i18n';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
`;

const Card = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 8px;
  padding: 12px;
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  overflow-wrap: anywhere;
  @media (min-width: 768px) {
    grid-template-columns: 160px minmax(0, 1fr);
  }
  img {
    width: 160px;
    max-width: 100%;
    aspect-ratio: 4 / 5;
    object-fit: cover;
    border-radius: ${(p) => p.theme.radii.md};
  }
  blockquote {
    margin: 0;
    padding: 8px 12px;
    border-left: 4px solid ${(p) => p.theme.colors.border};
    white-space: pre-wrap;
  }
  h2 {
    font-size: 1.05rem;
    margin: 0;
  }
  .meta {
    color: ${(p) => p.theme.colors.textMuted};
    font-size: 0.9rem;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
`;

const when = (iso: string) => new Date(iso).toLocaleString('nl-NL', { timeZone: 'Europe/Amsterdam', dateStyle: 'medium', timeStyle: 'short' });

type Outcome = { kind: 'approved' } | { kind: 'rejected'; statement: string };

function ItemCard({ item, onDecided }: { item: ModerationItem; onDecided: (outcome: Outcome) => void }) {
  const { t } = useT('backoffice');
  const errorText = useErrorText();
  const id = useId();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState<ModerationReason | ''>('');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const run = async (action: () => Promise<Outcome>) => {
    setBusy(true);
    setFailure(null);
    try {
      onDecided(await action());
    } catch (error) {
      setFailure(errorText(error));
      setBusy(false);
    }
  };
  const onReject = (e: FormEvent) => {
    e.preventDefault();
    if (!reason) return;
    void run(async () => ({ kind: 'rejected', statement: (await reject({ id: item.id, reason, ...(note.trim() ? { note } : {}) })).statement }));
  };
  const title = t(item.kind === 'photo' ? 'moderation.photo' : 'moderation.text', { name: item.profile_name });

  return (
    <Card aria-label={title}>
      {item.kind === 'photo' && item.thumb ? <img src={item.thumb} alt={title} /> : <div />}
      <div>
        <h2>{title}</h2>
        <p className="meta">
          {t('moderation.profile', { id: item.profile_id })} · {t('moderation.since', { when: when(item.created_at) })}
        </p>
        {item.kind === 'text' && <blockquote>{item.content}</blockquote>}
        {failure && <Alert variant="danger">{failure}</Alert>}
        {!rejecting ? (
          <div className="actions">
            <Button disabled={busy} onClick={() => void run(async () => (await approve(item.id), { kind: 'approved' }))}>
              {t('moderation.approve')}
            </Button>
            <Button variant="danger" disabled={busy} onClick={() => setRejecting(true)}>
              {t('moderation.reject')}
            </Button>
          </div>
        ) : (
          <form onSubmit={onReject}>
            <Field>
              <label htmlFor={`${id}-reason`}>{t('moderation.reason')}</label>
              <Select id={`${id}-reason`} required value={reason} onChange={(e) => setReason(e.target.value as ModerationReason)}>
                <option value="">{t('moderation.chooseReason')}</option>
                {CONTENT_REASONS.map((r) => (
                  <option key={r} value={r}>
                    {MODERATION_REASON_TEXTS[r].label}
                  </option>
                ))}
              </Select>
            </Field>
            <Field>
              <label htmlFor={`${id}-note`}>{t('moderation.note')}</label>
              <TextArea id={`${id}-note`} maxLength={NOTE_MAX} value={note} onChange={(e) => setNote(e.target.value)} />
            </Field>
            <div className="actions">
              <Button type="submit" variant="danger" disabled={busy || !reason}>
                {t('moderation.confirmReject')}
              </Button>
              <Button variant="outline" disabled={busy} onClick={() => setRejecting(false)}>
                {t('common.cancel')}
              </Button>
            </div>
          </form>
        )}
      </div>
    </Card>
  );
}

function Queue({ items, open }: { items: ModerationItem[]; open: number }) {
  const { t } = useT('backoffice');
  const [decided, setDecided] = useState<Record<number, Outcome>>({});
  const [last, setLast] = useState<string | null>(null);
  const left = items.filter((i) => !decided[i.id]);
  const remaining = Math.max(0, open - Object.keys(decided).length);
  return (
    <>
      <p role="status">
        {last ? `${last} ` : ''}
        {remaining === 0 ? t('moderation.empty') : t('moderation.open', { count: remaining })}
      </p>
      {left.length > 0 && (
        <List>
          {left.map((item) => (
            <ItemCard
              key={item.id}
              item={item}
              onDecided={(outcome) => {
                setDecided((d) => ({ ...d, [item.id]: outcome }));
                setLast(outcome.kind === 'approved' ? t('moderation.approved') : t('moderation.rejected', { statement: outcome.statement }));
              }}
            />
          ))}
        </List>
      )}
    </>
  );
}

/** /admin/moderation (moderators, admins): the queue of new photos and texts; approve, or reject with a reason. */
export default function ModerationPage() {
  const { t } = useT('backoffice');
  return (
    <>
      <h1>{t('moderation.heading')}</h1>
      <p>{t('moderation.intro')}</p>
      <Loaded load={loadQueue} loadingLabel={t('moderation.loading')}>
        {(data) => <Queue items={data.items} open={data.open} />}
      </Loaded>
    </>
  );
}
