import { Fragment, useLayoutEffect, useRef } from 'react';
import styled from 'styled-components';
import type { ChatMessageData } from 'shared-kernel/contract';
import { useT } from 'shared-kernel/i18n';
import { Button } from 'shared-kernel/ui/Button';
import { Spinner } from 'shared-kernel/ui/Spinner';
import { useErrorText } from 'shared-kernel/ui/LoadError';
import { dayKey, dayLabel } from '../../../utils/time';
import { MessageBubble } from './MessageBubble';
import '../i18n';

/** Closer to the bottom than this (px) counts as "at the bottom": new messages scroll into view. */
const BOTTOM_SLACK = 80;

const Scroller = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  padding: 8px 4px;
  overscroll-behavior: contain;
`;

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Day = styled.li`
  display: flex;
  justify-content: center;
  margin: 12px 0 6px;
  & > span {
    padding: 2px 10px;
    font-size: 0.75rem;
    font-weight: 600;
    color: ${(p) => p.theme.colors.textMuted};
    background: ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radii.pill};
  }
`;

const Top = styled.div`
  display: grid;
  justify-items: center;
  gap: 6px;
  margin-bottom: 8px;
  text-align: center;
  & > p {
    margin: 0;
    font-size: 0.875rem;
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

const Typing = styled.p`
  min-height: 1.4em;
  margin: 4px 0 0;
  font-size: 0.875rem;
  font-style: italic;
  color: ${(p) => p.theme.colors.textMuted};
`;

export interface MessageListProps {
  messages: readonly ChatMessageData[];
  name: string;
  readUpTo: number;
  hasMore: boolean;
  historyHidden: boolean;
  historyLimit: number;
  onLoadOlder: () => void;
  olderBusy: boolean;
  olderError: unknown;
  typing: boolean;
  /** Block the other member (the conversation asks to confirm first). */
  onBlock?: () => void;
  /** Answer a gift of theirs in the send box. */
  onReplyGift?: (giftName: string) => void;
}

/**
 * The history, oldest at the top, with a separator per day. It opens at the bottom and follows
 * new messages, unless the member scrolled up to read older ones (an own message always scrolls
 * down); loading older messages keeps the view where it was.
 */
export function MessageList(props: MessageListProps) {
  const { messages, name, readUpTo, hasMore, historyHidden, historyLimit, onLoadOlder, olderBusy, olderError, typing, onBlock, onReplyGift } = props;
  const { t } = useT('chat');
  const errorText = useErrorText();
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const previous = useRef<{ first?: number; last?: number; height: number }>({ height: 0 });

  const first = messages[0]?.id;
  const last = messages.at(-1);
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const before = previous.current;
    if (before.first !== undefined && first !== undefined && first < before.first && last?.id === before.last) {
      // Older messages above: keep the messages the member was reading in place.
      el.scrollTop += el.scrollHeight - before.height;
    } else if (last?.id !== before.last && (atBottom.current || last?.mine || before.last === undefined)) {
      el.scrollTop = el.scrollHeight;
      atBottom.current = true;
    }
    previous.current = { first, last: last?.id, height: el.scrollHeight };
  }, [first, last]);

  const onScroll = () => {
    const el = scroller.current;
    if (el) atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < BOTTOM_SLACK;
  };

  const newestMine = [...messages].reverse().find((m) => m.mine);
  return (
    <Scroller ref={scroller} onScroll={onScroll} data-testid="message-scroller">
      <Top>
        {hasMore &&
          (olderBusy ? (
            <Spinner label={t('conversation.olderLoading')} size={20} />
          ) : (
            <Button variant="outline" size="sm" onClick={onLoadOlder}>
              {t('conversation.older')}
            </Button>
          ))}
        {olderError !== null && olderError !== undefined && <p role="alert">{errorText(olderError)}</p>}
        {!hasMore && historyHidden && <p>{t('conversation.historyHidden', { count: historyLimit })}</p>}
        {messages.length === 0 && <p>{t('conversation.empty', { name })}</p>}
      </Top>
      <div role="log" aria-label={t('conversation.logLabel', { name })}>
        <List>
          {messages.map((message, i) => {
            const newDay = i === 0 || dayKey(messages[i - 1]!.created_at) !== dayKey(message.created_at);
            return (
              <Fragment key={message.id}>
                {newDay && (
                  <Day data-day-separator="">
                    <span>{dayLabel(message.created_at)}</span>
                  </Day>
                )}
                <MessageBubble
                  message={message}
                  name={name}
                  onBlock={onBlock}
                  onReplyGift={onReplyGift}
                  receipt={message === newestMine ? (message.id <= readUpTo ? 'read' : 'sent') : undefined}
                />
              </Fragment>
            );
          })}
        </List>
      </div>
      <Typing aria-live="polite" data-testid="typing">
        {typing ? t('conversation.typing', { name }) : ''}
      </Typing>
    </Scroller>
  );
}
