import { useEffect, useId, useLayoutEffect, useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import type { ChatRules, Gift, ProfileCard } from 'shared-kernel/contract';
import { CHAT_RULES } from 'shared-kernel/contract/constants';
import { ERROR_CODES } from 'shared-kernel/contract/error-codes';
import { bus } from 'shared-kernel/bus';
import { useT } from 'shared-kernel/i18n';
import { AppLink } from 'shared-kernel/navigation';
import { applySentMessage } from 'shared-kernel/stores/chat';
import { takeChatDraft } from 'shared-kernel/stores/chatDraft';
import { useSession } from 'shared-kernel/stores/session';
import { useSettings } from 'shared-kernel/stores/settings';
import { Alert } from 'shared-kernel/ui/Alert';
import { CreditShortfall, isShort } from 'shared-kernel/ui/CreditShortfall';
import { Counter, Hint, TextArea, describedBy } from 'shared-kernel/ui/FormParts';
import { Menu, type MenuItem } from 'shared-kernel/ui/Menu';
import { VisuallyHidden, visuallyHidden } from 'shared-kernel/ui/VisuallyHidden';
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

/** The largest height (px) the box grows to while typing: about five lines, then it scrolls. */
const BOX_MAX_HEIGHT = 132;

/** A messenger's composer: "+" (photo, gift), the growing box and the send icon on one line, the price small below. */
const Form = styled.form`
  display: grid;
  gap: 4px;
  padding-top: 8px;
  border-top: 1px solid ${(p) => p.theme.colors.border};
`;

/** The box's name for screen readers; the placeholder and the conversation's heading say it to the eye. */
const Label = styled.label`
  ${visuallyHidden}
`;

const Bar = styled.div`
  display: flex;
  align-items: flex-end;
  gap: 4px;
`;

const Box = styled(TextArea)`
  flex: 1;
  min-width: 0;
  min-height: 44px;
  max-height: ${BOX_MAX_HEIGHT}px;
  padding-top: 10px;
  padding-bottom: 10px;
  line-height: 1.35;
  border-radius: 22px;
  resize: none;
  overflow-y: auto;
`;

const SendButton = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  color: ${(p) => p.theme.colors.onPrimary};
  background: ${(p) => p.theme.colors.primary};
  cursor: pointer;
  &:disabled {
    cursor: not-allowed;
    opacity: 0.45;
  }
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Meta = styled.div`
  display: flex;
  align-items: baseline;
  gap: 8px;
  padding: 0 4px;
  & > ${Hint} {
    margin: 0;
    font-size: 0.75rem;
  }
  & > ${Counter} {
    margin-left: auto;
    flex: none;
    font-size: 0.75rem;
  }
`;

function PlusIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
      <path d="M12 5v14M5 12h14" />
    </svg>
  );
}

function SendIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="22" height="22" viewBox="0 0 24 24" fill="currentColor">
      <path d="M3.4 20.4 21 12 3.4 3.6l-.01 6.53L15 12 3.39 13.87z" />
    </svg>
  );
}

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
  /** A text to put in the box and focus (a reply to a gift); a new `key` fills it again. */
  prefill?: { text: string; key: number } | null;
}

/**
 * The send box (SPEC §2 chat, §8, §9): text with the message_length counter, Enter sends and
 * Shift+Enter starts a new line, a photo or a gift. Each send has one idempotency key that every
 * retry of it reuses (the HTTP client's retries, and a new try of the same message after no answer
 * came), so a message is never stored or paid twice; a double click sends once. A refused send
 * keeps the typed text; a short balance links to the credits page. A stored message goes into the
 * kernel chat store, from which the conversation shows it.
 */
export function SendBox({ profile, conversationId, rules, prefill }: SendBoxProps) {
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
  const boxRef = useRef<HTMLTextAreaElement>(null);
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

  // A reply to a gift: its opening words in the box, the cursor after them.
  useEffect(() => {
    if (!prefill || blocked) return;
    setText(prefill.text.slice(0, limit));
    const box = boxRef.current;
    if (box) {
      box.focus();
      requestAnimationFrame(() => box.setSelectionRange(box.value.length, box.value.length));
    }
  }, [prefill, limit, blocked]);

  // One line that grows with the text up to BOX_MAX_HEIGHT, then scrolls.
  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    box.style.height = 'auto';
    if (box.scrollHeight > 0) box.style.height = `${Math.min(box.scrollHeight + 2, BOX_MAX_HEIGHT)}px`;
  }, [text]);

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
      // The session store applies the new balance (its live echo is the same number: a no-op).
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


  // Behind "+": a photo and a gift, each with what it costs.
  const moreItems: MenuItem[] = [
    {
      key: 'photo',
      label: `${t('send.photo.button')} (${t('send.photo.cost', { count: rules.costs.photo })})`,
      onSelect: () => fileInput.current?.click(),
      disabled: photoShort,
      describedBy: photoShort ? (shortfall === 'photo' ? ids.short : ids.cost) : undefined,
    },
    {
      key: 'gift',
      label: `${t('send.gift.button')} (${t('send.gift.cost', { count: rules.costs.gift })})`,
      onSelect: () => setGiftOpen(true),
    },
  ];

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
          <Label htmlFor={ids.box}>{t('send.label', { name: profile.name })}</Label>
          <Bar>
            <Menu label={t('send.more')} icon={<PlusIcon />} items={moreItems} align="start" up disabled={sending} />
            <Box
              ref={boxRef}
              id={ids.box}
              value={text}
              onChange={onChange}
              onKeyDown={onKeyDown}
              maxLength={limit}
              rows={1}
              placeholder={t('send.placeholder')}
              aria-describedby={describedBy(ids.counter, ids.cost, lastMessage && ids.last, ids.keys)}
            />
            <SendButton
              type="submit"
              disabled={sending || textShort || text.trim() === ''}
              aria-busy={sending || undefined}
              aria-describedby={textShort ? ids.short : undefined}
              aria-label={sending ? t('send.sending') : t('send.submit')}
            >
              <SendIcon />
            </SendButton>
          </Bar>
          <VisuallyHidden id={ids.keys}>{t('send.keyHint')}</VisuallyHidden>
          <Meta>
            <Hint id={ids.cost}>
              {t('send.cost', { count: rules.costs.text })}
              {price && ` ${t('send.price', { price })}`}.{shortfall === null && ` ${t('send.balance', { count: credits })}`}
            </Hint>
            <Counter id={ids.counter} $full={text.length >= limit} aria-live="off">
              {t('send.counter', { count: text.length, max: limit })}
            </Counter>
          </Meta>
          {lastMessage && <LastMessageNotice id={ids.last} />}
          {shortfall && (
            <CreditShortfall id={ids.short} balance={credits} cost={shortfall === 'message' ? rules.costs.text : rules.costs.photo} action={shortfall} />
          )}
          <input
            ref={fileInput}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            aria-label={t('send.photo.input')}
            onChange={choosePhoto}
            hidden
          />
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
