import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { MemberDetail, MemberHit } from 'shared-kernel/contract/admin-members';
import { useT } from 'shared-kernel/i18n';
import { useSearchParams } from 'shared-kernel/router';
import { Alert } from 'shared-kernel/ui/Alert';
import { Button } from 'shared-kernel/ui/Button';
import { Loaded, useErrorText } from 'shared-kernel/ui/LoadError';
import { TextField } from 'shared-kernel/ui/TextField';
import { adjustCredits, loadMember, refundPayment, searchMembers } from '../api/members';
import { MemberGdpr } from './MemberGdpr';
import '../i18n';

const Box = styled.section`
  margin-top: 16px;
  padding: 12px;
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  overflow-wrap: anywhere;
  ul {
    margin: 0;
    padding-left: 20px;
  }
  li {
    margin: 6px 0;
  }
`;

const Inline = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 12px;
  align-items: end;
  > div {
    flex: 1 1 200px;
  }
`;

const euro = (cents: number, currency: string) => new Intl.NumberFormat('nl-NL', { style: 'currency', currency }).format(cents / 100);

type Message = { ok: boolean; text: string } | null;

interface DetailProps {
  data: MemberDetail;
  reload: () => void;
  /** The outcome of the last action: kept by the page, as reloading the detail renders it anew. */
  message: Message;
  setMessage: (message: Message) => void;
  onErased: (userId: number) => void;
}

function Detail({ data, reload, message, setMessage, onErased }: DetailProps) {
  const { t } = useT('backoffice');
  const errorText = useErrorText();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [key, setKey] = useState(() => crypto.randomUUID());
  const { member } = data;

  const refund = async (id: number) => {
    try {
      const result = await refundPayment(id);
      setMessage({ ok: true, text: t('members.refunded', { credits: result.credits_reversed }) });
      reload();
    } catch (error) {
      setMessage({ ok: false, text: errorText(error) });
    }
  };
  const adjust = async (e: FormEvent) => {
    e.preventDefault();
    try {
      const result = await adjustCredits({ user_id: member.user_id, amount: Number(amount), reason, key });
      setMessage({ ok: true, text: t('members.adjusted', result) });
      setKey(crypto.randomUUID());
      reload();
    } catch (error) {
      setMessage({ ok: false, text: errorText(error) });
    }
  };

  return (
    <Box aria-label={`${member.name ?? member.email} (${member.user_id})`}>
      <h2>
        {member.name ?? '—'} · {member.email}
      </h2>
      <p>
        {t('members.status', { status: member.status })}
        {member.restriction && ` · ${t('members.restricted', { restriction: member.restriction })}`} · {t('members.credits', { credits: member.credits })}
      </p>
      <p>
        {t('members.mandates', { count: data.mandates.length })} · {t('members.reports', { count: data.reports.length })} · {t('members.blocks', { count: data.blocks.length })}
      </p>
      {message && <Alert variant={message.ok ? 'success' : 'danger'}>{message.text}</Alert>}
      <h3>{t('members.payments')}</h3>
      {data.payments.length === 0 ? (
        <p>{t('members.noPayments')}</p>
      ) : (
        <ul>
          {data.payments.map((p) => (
            <li key={p.id}>
              {p.reference} · {p.method} · {euro(p.amount, p.currency)} · {p.credits} credits · {p.state}{' '}
              {p.refundable && (
                <Button variant="outline" onClick={() => void refund(p.id)}>
                  {t('members.refund')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <h3>{t('members.adjust')}</h3>
      <Inline onSubmit={adjust}>
        <TextField label={t('members.amount')} inputMode="numeric" value={amount} onValueChange={setAmount} />
        <TextField label={t('members.reason')} value={reason} onValueChange={setReason} />
        <Button type="submit">{t('members.apply')}</Button>
      </Inline>
      <h3>{t('members.ledger')}</h3>
      <ul>
        {data.ledger.map((l) => (
          <li key={l.id}>
            {l.delta > 0 ? `+${l.delta}` : l.delta} ({l.reason}) → {l.balance_after}
          </li>
        ))}
      </ul>
      <MemberGdpr member={member} onErased={onErased} />
    </Box>
  );
}

function Hits({ members, onOpen }: { members: MemberHit[]; onOpen: (id: number) => void }) {
  const { t } = useT('backoffice');
  if (members.length === 0) return <p>{t('members.none')}</p>;
  return (
    <Box>
      <ul>
        {members.map((m) => (
          <li key={m.user_id}>
            {m.user_id} · {m.name ?? '—'} · {m.email} · {t('members.credits', { credits: m.credits })}{' '}
            <Button variant="outline" onClick={() => onOpen(m.user_id)}>
              {t('members.open')}
            </Button>
          </li>
        ))}
      </ul>
    </Box>
  );
}

/** /admin/members (support, admins): find a member, see their account, refund a payment, adjust credits, export or erase their data. */
export default function MembersPage() {
  const { t } = useT('backoffice');
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const id = Number(params.get('id'));
  const [draft, setDraft] = useState(q);
  const [erased, setErased] = useState<number | null>(null);
  const [message, setMessage] = useState<Message>(null);
  const erasedRef = useRef<HTMLDivElement>(null);
  // The erase dialog and its opener are gone with the member: focus moves to the outcome.
  useEffect(() => {
    if (erased !== null) erasedRef.current?.focus();
  }, [erased]);
  const onErased = (userId: number) => {
    setErased(userId);
    setMessage(null);
    setParams(new URLSearchParams(q ? { q } : {}));
  };
  const search = (e: FormEvent) => {
    e.preventDefault();
    if (!draft.trim()) return;
    setErased(null);
    setMessage(null);
    setParams(new URLSearchParams({ q: draft.trim() }));
  };
  return (
    <>
      <h1>{t('members.heading')}</h1>
      <p>{t('members.intro')}</p>
      <Inline onSubmit={search} role="search">
        <TextField label={t('members.query')} value={draft} onValueChange={setDraft} />
        <Button type="submit">{t('members.search')}</Button>
      </Inline>
      {erased !== null && (
        <div ref={erasedRef} tabIndex={-1}>
          <Alert variant="success">{t('members.gdpr.erased', { id: erased })}</Alert>
        </div>
      )}
      {q && !id && (
        <Loaded key={q} load={() => searchMembers(q)} loadingLabel={t('members.loading')}>
          {(data) => <Hits members={data.members} onOpen={(userId) => {
                setErased(null);
                setMessage(null);
                setParams(new URLSearchParams({ q, id: String(userId) }));
              }} />}
        </Loaded>
      )}
      {id > 0 && (
        <Loaded key={id} load={() => loadMember(id)} loadingLabel={t('members.loading')}>
          {(data, reload) => <Detail data={data} reload={reload} message={message} setMessage={setMessage} onErased={onErased} />}
        </Loaded>
      )}
    </>
  );
}
