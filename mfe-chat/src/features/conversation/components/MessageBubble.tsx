import { useState } from 'react';
import styled, { css } from 'styled-components';
import type { ChatMessageData } from 'shared-kernel/contract';
import { useT } from 'shared-kernel/i18n';
import { useSettings } from 'shared-kernel/stores/settings';
import { GiftPicture } from 'shared-kernel/ui/GiftPicture';
import { DotsIcon, Menu } from 'shared-kernel/ui/Menu';
import { Modal } from 'shared-kernel/ui/Modal';
import { VisuallyHidden } from 'shared-kernel/ui/VisuallyHidden';
import { cdnUrl } from 'shared-kernel/utils/cdnUrl';
import { clockTime } from '../../../utils/time';
import '../i18n';

/** The largest side of a photo thumbnail in a bubble. */
const THUMB_MAX = 240;

const Item = styled.li<{ $mine: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: ${(p) => (p.$mine ? 'flex-end' : 'flex-start')};
  margin: 2px 0;
`;

const Bubble = styled.div<{ $mine: boolean }>`
  max-width: min(80%, 560px);
  padding: 8px 12px;
  border-radius: 16px;
  line-height: 1.4;
  overflow-wrap: anywhere;
  ${(p) =>
    p.$mine
      ? css`
          color: ${p.theme.colors.onPrimary};
          background: ${p.theme.colors.primary};
          border-bottom-right-radius: 4px;
        `
      : css`
          color: ${p.theme.colors.text};
          background: ${p.theme.colors.surface};
          border: 1px solid ${p.theme.colors.border};
          border-bottom-left-radius: 4px;
        `}
  & > p {
    margin: 0;
    white-space: pre-wrap;
  }
`;

/** A received or sent gift as the gift itself: its picture large, its name, and (received) a way to answer. */
const GiftCard = styled.div`
  display: grid;
  justify-items: center;
  gap: 2px;
  min-width: 140px;
  padding: 4px 8px;
  text-align: center;
  & > [role='img'] {
    margin-bottom: 2px;
  }
  & > strong {
    font-size: 1.0625rem;
  }
  & > span:not([role]) {
    font-size: 0.8125rem;
    opacity: 0.85;
  }
`;

const ReplyButton = styled.button`
  min-height: 44px;
  margin-top: 6px;
  padding: 0 18px;
  border: 2px solid ${(p) => p.theme.colors.primary};
  border-radius: ${(p) => p.theme.radii.pill};
  color: ${(p) => p.theme.colors.primary};
  background: ${(p) => p.theme.colors.surface};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:hover {
    color: ${(p) => p.theme.colors.onPrimary};
    background: ${(p) => p.theme.colors.primary};
  }
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 2px;
  }
`;

const PhotoButton = styled.button`
  display: block;
  padding: 0;
  border: 0;
  background: none;
  cursor: zoom-in;
  border-radius: 12px;
  & > img {
    display: block;
    max-width: 100%;
    height: auto;
    border-radius: 12px;
  }
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Full = styled.img`
  display: block;
  max-width: 100%;
  height: auto;
  margin: 0 auto;
`;

const Meta = styled.span`
  margin-top: 2px;
  font-size: 0.75rem;
  color: ${(p) => p.theme.colors.textMuted};
`;

/** The "…" of a message of the other member: small beside the time, its 44 px hit area overlapping the gap (negative margins). */
const MessageMenu = styled(Menu)`
  margin: -12px 0 -12px 2px;
`;

const MetaRow = styled.div`
  display: flex;
  align-items: center;
`;

/** Scales a photo down so that its larger side is at most `max`. */
const fit = (width: number, height: number, max: number) => {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
};

export interface MessageBubbleProps {
  message: ChatMessageData;
  /** The other member's name (the sender of their messages). */
  name: string;
  /** Only on the member's newest own message: "Verzonden" or "Gelezen". */
  receipt?: 'sent' | 'read';
  /** Block the other member (after the conversation asks to confirm). */
  onBlock?: () => void;
  /** Answer a gift of theirs. */
  onReplyGift?: (giftName: string) => void;
}

/** One message: own messages right, theirs left; text as plain text, a gift with emoji and name, a photo as a thumbnail that opens full size. */
export function MessageBubble({ message, name, receipt, onBlock, onReplyGift }: MessageBubbleProps) {
  const { t } = useT('chat');
  const prefix = useSettings()?.cdn_prefix ?? '';
  const [photoOpen, setPhotoOpen] = useState(false);
  const { mine } = message;
  const photoAlt = mine ? t('conversation.photoMine') : t('conversation.photoTheirs', { name });
  let content;
  if (message.kind === 'gift' && message.gift) {
    const gift = message.gift;
    content = (
      <GiftCard data-gift="">
        <GiftPicture gift={gift} size={72} label={t('conversation.giftPicture', { gift: gift.name })} />
        <strong>{gift.name}</strong>
        <span>{mine ? t('conversation.giftMine') : t('conversation.giftTheirs', { name })}</span>
        {!mine && onReplyGift && (
          <ReplyButton type="button" onClick={() => onReplyGift(gift.name)} aria-label={t('conversation.giftReplyLabel', { gift: gift.name, name })}>
            {t('conversation.giftReply')}
          </ReplyButton>
        )}
      </GiftCard>
    );
  } else if (message.kind === 'photo' && message.photo) {
    const size = fit(message.photo.width, message.photo.height, THUMB_MAX);
    content = (
      <>
        <PhotoButton type="button" onClick={() => setPhotoOpen(true)} aria-label={`${photoAlt}: ${t('conversation.photoOpen')}`}>
          <img src={cdnUrl(prefix, message.photo.thumb_filename)} alt={photoAlt} width={size.width} height={size.height} loading="lazy" decoding="async" />
        </PhotoButton>
        <Modal open={photoOpen} onClose={() => setPhotoOpen(false)} title={photoAlt} size="lg">
          <Full src={cdnUrl(prefix, message.photo.filename)} alt={photoAlt} width={message.photo.width} height={message.photo.height} />
        </Modal>
      </>
    );
  } else {
    content = <p>{message.text ?? ''}</p>;
  }
  return (
    <Item $mine={mine} data-message-id={message.id} data-mine={mine || undefined}>
      <Bubble $mine={mine}>
        <VisuallyHidden>{mine ? t('conversation.you') : name}: </VisuallyHidden>
        {content}
      </Bubble>
      <MetaRow>
        <Meta>
          <time dateTime={message.created_at}>{clockTime(message.created_at)}</time>
          {receipt && <span data-testid="receipt"> · {receipt === 'read' ? t('conversation.read') : t('conversation.sent')}</span>}
        </Meta>
        {!mine && (
          <MessageMenu
            label={t('conversation.actionsLabel', { name, time: clockTime(message.created_at) })}
            icon={<DotsIcon />}
            align="start"
            items={[
              { key: 'report', label: t('conversation.report'), href: `/complaints?message=${message.id}&conversation=${message.conversation_id}` },
              ...(onBlock ? [{ key: 'block', label: t('conversation.block', { name }), onSelect: onBlock, danger: true }] : []),
            ]}
          />
        )}
      </MetaRow>
    </Item>
  );
}
