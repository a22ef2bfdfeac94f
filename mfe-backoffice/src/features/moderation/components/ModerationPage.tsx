import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { ModerationItem } from 'shared-kernel/contract/admin-moderation';
import { NOTE_MAX } from 'shared-kernel/contract/admin-ops-rules';
import { CONTENT_REASONS, type ModerationReason } from 'shared-kernel/contract/moderation-rules';
import { useT } from 'shared-kernel/i18n';
import { Alert } from 'shared-kernel/ui/Alert';
import { Button } from 'shared-kernel/ui/Button';
import { Field, TextArea } from 'shared-kernel/ui/FormParts';
import { Loaded } from 'shared-kernel/ui/LoadError';
import { DecisionQueue, queueCard, ReasonSelect, useDecision } from '../../../components/DecisionQueue';
import { approve, loadQueue, reject } from '../api/moderation';
import '../i18n';

const Card = styled.li`
  ${queueCard}
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 8px;
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

function ItemCard({ item, onDecided }: { item: ModerationItem; onDecided: (text: string) => void }) {
  const { t } = useT('backoffice');
  const id = useId();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState<ModerationReason | ''>('');
  const [note, setNote] = useState('');
  const { busy, failure, run } = useDecision();

  const onApprove = () =>
    void run(async () => {
      await approve(item.id);
      onDecided(t('moderation.approved'));
    });
  const onReject = (e: FormEvent) => {
    e.preventDefault();
    if (!reason) return;
    void run(async () => {
      const { statement } = await reject({ id: item.id, reason, ...(note.trim() ? { note } : {}) });
      onDecided(t('moderation.rejected', { statement }));
    });
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
            <Button disabled={busy} onClick={onApprove}>
              {t('moderation.approve')}
            </Button>
            <Button variant="danger" disabled={busy} onClick={() => setRejecting(true)}>
              {t('moderation.reject')}
            </Button>
          </div>
        ) : (
          <form onSubmit={onReject}>
            <ReasonSelect id={`${id}-reason`} label={t('moderation.reason')} placeholder={t('moderation.chooseReason')} reasons={CONTENT_REASONS} value={reason} onChange={setReason} />
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

/** /admin/moderation (moderators, admins): the queue of new photos and texts; approve, or reject with a reason. */
export default function ModerationPage() {
  const { t } = useT('backoffice');
  return (
    <>
      <h1>{t('moderation.heading')}</h1>
      <p>{t('moderation.intro')}</p>
      <Loaded load={loadQueue} loadingLabel={t('moderation.loading')}>
        {(data) => (
          <DecisionQueue
            entries={data.items}
            open={data.open}
            keyOf={(item) => String(item.id)}
            statusText={(remaining) => (remaining === 0 ? t('moderation.empty') : t('moderation.open', { count: remaining }))}
            render={(item, onDecided) => <ItemCard item={item} onDecided={onDecided} />}
          />
        )}
      </Loaded>
    </>
  );
}
