import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import type { ChatRules, Gift, ProfileCard } from 'shared-kernel/contract';
import { CHAT_RULES } from 'shared-kernel/contract/constants';
import { ERROR_CODES } from 'shared-kernel/contract/error-codes';
import { bus } from 'shared-kernel/bus';
import { useT } from 'shared-kernel/i18n';
import { AppLink } from 'shared-kernel/navigation';
import { applySentMessage } from 'shared-kernel/stores/chat';
import { takeChatDraft } from 'shared-kernel/stores/chatDraft';
import { updateUser, useSession } from 'shared-kernel/stores/session';
import { useSettings } from 'shared-kernel/stores/settings';
import { Alert } from 'shared-kernel/ui/Alert';
import { Button } from 'shared-kernel/ui/Button';
import { CreditShortfall, isShort } from 'shared-kernel/ui/CreditShortfall';
import { Counter, Hint, TextArea, describedBy } from 'shared-kernel/ui/FormParts';
import { VisuallyHidden } from 'shared-kernel/ui/VisuallyHidden';
import { errorCode, isClientError } from 'shared-kernel/utils/apiError';
import { PHOTO_MAX_MB, photoFileProblem } from 'shared-kernel/utils/photoFile';
import { useErrorText } from 'shared-kernel/ui/LoadError';
import { newIdempotencyKey } from 'shared-kernel/utils/idempotencyKey';
import { sendMessage, sendPhotoMessage, sendTyping, type SendAnswer, type SendTarget } from '../api/send';
import { paysForOneMore } from '../utils/lastMessage';
import { messagePrice } from '../utils/price';
import { GiftPicker } from './GiftPicker';
import { LastMessageNotice } from './LastMessageNotice';
import { SendBlocked } from './SendBlocked';
import { UnconfirmedNotice } from './UnconfirmedNotice';
import '../i18n';

const Form = styled.form`
  display: grid;
  gap: 6px;
  padding-top: 12px;
  border-top: 1px solid ${(p) => p.theme.colors.border};
  & > label {
    font-weight: 600;
  }
`;

const Box = styled(TextArea)`
  min-height: 64px;
  max-height: 40vh;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  & > ${Counter} {
    margin-left: auto;
  }
`;

const Failure = styled.p`
  margin: 0 0 4px;
`;

interface Failed {
  text: string;
  insufficient: boolean;
}

export interface SendBoxProps {
  profile: ProfileCard;
  /** null: the first message starts the conversation (sent by profile id). */
  conversationId: number | null;
  rules: ChatRules;
}

/**
 * The send box (SPEC §2 chat, §8, §9): text with the message_length counter, Enter sends and
 * Shift+Enter starts a new line, a photo or a gift. Each send has one idempotency key that every
 * retry of it reuses (the HTTP client's retries, and a new try of the same message after no answer
 * came), so a message is never stored or paid twice; a double click sends once. A refused send
 * keeps the typed text; a short balance links to the credits page. A stored message goes into the
 * kernel chat store, from which the conversation shows it.
 */
export function SendBox({ profile, conversationId, rules }: SendBoxProps) {
  const { t } = useT('chat');
  const errorText = useErrorText();
  const settings = useSettings();
  const user = useSession((s) => s.user);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<Failed | null>(null);
  const [giftOpen, setGiftOpen] = useState(false);
  // Refs, not state: two clicks (or Enter presses) in the same tick both see the old state.
  const busy = useRef(false);
  const pending = useRef<{ fingerprint: string; key: string } | null>(null);
  const lastTyping = useRef(0);
  const fileInput = useRef<HTMLInputElement>(null);
  const tookDraft = useRef(false);
  const ids = { box: useId(), counter: useId(), cost: useId(), keys: useId(), short: useId(), last: useId() };
  const limit = rules.message_length;
  // The session's balance follows every send and the live credits event; the server still decides.
  const credits = user?.credits ?? rules.credits;
  const textShort = isShort(credits, rules.costs.text);
  const photoShort = isShort(credits, rules.costs.photo);
  const lastMessage = paysForOneMore(credits, rules.costs.text);
  // One line under the box at most: too few for a message; else the last-message notice (issue 27),
  // which a photo the balance does not cover leaves in place (its button shows its cost); else too few for a photo.
  const shortfall = textShort ? 'message' : photoShort && !lastMessage ? 'photo' : null;
  const target: SendTarget = conversationId !== null ? { conversation_id: conversationId } : { profile_id: profile.id };

  // The opening line prepared elsewhere (the icebreaker on the profile page) fills the box once;
  // without a box (the member cannot send here) it stays for later.
  const blocked = rules.blocked_by !== null;
  useEffect(() => {
    if (tookDraft.current || blocked) return;
    tookDraft.current = true;
    const draft = takeChatDraft(profile.id);
    if (draft) setText(draft.slice(0, limit));
  }, [profile.id, limit, blocked]);

  const submit = async (fingerprint: string, send: (key: string) => Promise<SendAnswer>): Promise<boolean> => {
    if (busy.current) return false;
    busy.current = true;
    setSending(true);
    setFailure(null);
    // The same message again after an attempt without a definite answer keeps its key.
    if (pending.current?.fingerprint !== fingerprint) pending.current = { fingerprint, key: newIdempotencyKey() };
    try {
      const answer = await send(pending.current.key);
      pending.current = null;
      updateUser((u) => ({ ...u, credits: answer.credits }));
      bus.emit({ type: 'credits/changed', credits: answer.credits });
      // The conversation shows it from the kernel chat store (its live echo merges into the same message).
      applySentMessage(answer.message, profile.id);
      return true;
    } catch (error) {
      // A refusal is final: a new try is a new send. Without an answer the send may have arrived.
      if (isClientError(error)) pending.current = null;
      const insufficient = errorCode(error) === ERROR_CODES.insufficientCredits;
      setFailure({ text: insufficient ? t('send.errors.insufficient') : errorText(error), insufficient });
      return false;
    } finally {
      busy.current = false;
      setSending(false);
    }
  };

  const targetKey = JSON.stringify(target);

  const sendText = async () => {
    const message = text.trim();
    // Enter does what the disabled button shows: too few credits, no send (the line says why).
    if (!message || textShort) return;
    const done = await submit(JSON.stringify([targetKey, 'text', message]), (key) =>
      sendMessage({ ...target, kind: 'text', text: message, idempotency_key: key }),
    );
    // Text typed while the message was on its way stays.
    if (done) setText((current) => (current.trim() === message ? '' : current));
  };

  const sendGift = (gift: Gift) => {
    setGiftOpen(false);
    void submit(JSON.stringify([targetKey, 'gift', gift.id]), (key) => sendMessage({ ...target, kind: 'gift', gift_id: gift.id, idempotency_key: key }));
  };

  const choosePhoto = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const problem = photoFileProblem(file);
    if (problem) {
      setFailure({ text: problem === 'type' ? t('send.photo.wrongType') : t('send.photo.tooBig', { mb: PHOTO_MAX_MB }), insufficient: false });
      return;
    }
    void submit(JSON.stringify([targetKey, 'photo', file.name, file.size, file.lastModified]), (key) => sendPhotoMessage(target, file, key));
  };

  const onChange = (e: ChangeEvent<HTMLTextAreaElement>) => {
    const value = e.target.value.slice(0, limit);
    setText(value);
    // The other side sees "… is aan het typen": at most one signal per CHAT_RULES.typingThrottleMs.
    const now = Date.now();
    if (conversationId !== null && value.trim() !== '' && now - lastTyping.current >= CHAT_RULES.typingThrottleMs) {
      lastTyping.current = now;
      sendTyping(conversationId).catch(() => undefined);
    }
  };

  const price = messagePrice(settings, user?.profile.country);

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return;
    e.preventDefault();
    void sendText();
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void sendText();
  };


  return (
    <div data-testid="send-area">
      {rules.own_unconfirmed && <UnconfirmedNotice name={profile.name} />}
      {rules.blocked_by ? (
        <SendBlocked reason={rules.blocked_by} name={profile.name} />
      ) : (
        <Form onSubmit={onSubmit} aria-busy={sending || undefined}>
          {failure && (
            <Alert variant="danger">
              <Failure>{failure.text}</Failure>
              {failure.insufficient && <AppLink href="/credits">{t('send.errors.buyCredits')}</AppLink>}
            </Alert>
          )}
          <label htmlFor={ids.box}>{t('send.label', { name: profile.name })}</label>
          <Box
            id={ids.box}
            value={text}
            onChange={onChange}
            onKeyDown={onKeyDown}
            maxLength={limit}
            rows={2}
            placeholder={t('send.placeholder')}
            aria-describedby={describedBy(ids.counter, ids.cost, lastMessage && ids.last, ids.keys)}
          />
          <VisuallyHidden id={ids.keys}>{t('send.keyHint')}</VisuallyHidden>
          <Row>
            <Hint id={ids.cost}>
              {t('send.cost', { count: rules.costs.text })}
              {price && ` ${t('send.price', { price })}`}.{shortfall === null && ` ${t('send.balance', { count: credits })}`}
            </Hint>
            <Counter id={ids.counter} $full={text.length >= limit} aria-live="off">
              {t('send.counter', { count: text.length, max: limit })}
            </Counter>
          </Row>
          {lastMessage && <LastMessageNotice id={ids.last} />}
          {shortfall && (
            <CreditShortfall id={ids.short} balance={credits} cost={shortfall === 'message' ? rules.costs.text : rules.costs.photo} action={shortfall} />
          )}
          <Row>
            <Button
              variant="outline"
              size="sm"
              onClick={() => fileInput.current?.click()}
              disabled={sending || photoShort}
              aria-describedby={photoShort ? (shortfall === 'photo' ? ids.short : ids.cost) : undefined}
            >
              {t('send.photo.button')} ({t('send.photo.cost', { count: rules.costs.photo })})
            </Button>
            <input
              ref={fileInput}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              aria-label={t('send.photo.input')}
              onChange={choosePhoto}
              hidden
            />
            <Button variant="outline" size="sm" onClick={() => setGiftOpen(true)} disabled={sending}>
              {t('send.gift.button')}
            </Button>
            <Button
              type="submit"
              disabled={sending || textShort || text.trim() === ''}
              aria-busy={sending || undefined}
              aria-describedby={textShort ? ids.short : undefined}
              style={{ marginLeft: 'auto' }}
            >
              {sending ? t('send.sending') : t('send.submit')}
            </Button>
          </Row>
        </Form>
      )}
      <GiftPicker
        open={giftOpen}
        onClose={() => setGiftOpen(false)}
        name={profile.name}
        cost={rules.costs.gift}
        balance={credits}
        onSend={sendGift}
      />
    </div>
  );
}
