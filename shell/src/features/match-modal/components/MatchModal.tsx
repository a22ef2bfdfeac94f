import { useEffect, useId, useRef, useState, type MouseEvent, type SyntheticEvent } from 'react';
import styled, { keyframes } from 'styled-components';
import { ENDPOINTS } from 'shared-kernel/contract/constants';
import { bus, type MatchProfile } from 'shared-kernel/bus';
import { http } from 'shared-kernel/http';
import { addResources, useT } from 'shared-kernel/i18n';
import { navigate } from 'shared-kernel/navigation';
import { loadLikes, markMatchShown } from 'shared-kernel/stores/likes';
import { Avatar } from 'shared-kernel/ui/Avatar';
import { Button } from 'shared-kernel/ui/Button';
import type { OpenMatchRequest } from '../matchRequests';
import '../../../locales/register';

addResources('shell', {
  nl: {
    matchModal: {
      // SPEC §2 quotes this text as it is.
      title: 'New like!',
      liker: '{{name}} vindt jou leuk.',
      // A mutual like (issue 15): the modal says it is a match.
      match: 'Het is een match!',
      mutual: 'Jij en {{name}} vinden elkaar leuk.',
      photo: 'Bekijk het profiel van {{name}}',
      chatButton: 'Stuur een bericht',
      profileButton: 'Bekijk profiel',
      close: 'Sluiten',
    },
  },
});

/** SPEC §9: the button appears 0.75 s after the modal. */
export const MATCH_BUTTON_DELAY_MS = 750;
/** SPEC §7/§9: likes reload 500 ms after an auto-like. */
export const LIKES_RELOAD_DELAY_MS = 500;
/** Size of the liker's round photo. */
const PHOTO_SIZE = 160;

const pop = keyframes`
  0% { transform: scale(0.3) rotate(-20deg); opacity: 0; }
  60% { transform: scale(1.2) rotate(8deg); opacity: 1; }
  100% { transform: scale(1) rotate(0); opacity: 1; }
`;

const fadeIn = keyframes`
  from { opacity: 0; transform: translateY(8px); }
  to { opacity: 1; transform: none; }
`;

/* A native modal <dialog> over the whole screen: the browser makes the page inert and keeps focus inside. */
const Dialog = styled.dialog`
  position: fixed;
  inset: 0;
  z-index: ${(p) => p.theme.zIndex.modal};
  width: 100%;
  max-width: none;
  height: 100%;
  max-height: none;
  margin: 0;
  padding: 24px 16px;
  border: 0;
  align-items: center;
  justify-content: center;
  color: #fff;
  background: rgba(31, 26, 36, 0.92);
  &[open] {
    display: flex;
  }
  &::backdrop {
    background: transparent;
  }
`;

const Content = styled.div`
  display: grid;
  justify-items: center;
  gap: 16px;
  max-width: 420px;
  text-align: center;
  & > h2 {
    margin: 0;
    font-size: 2rem;
  }
  & > p {
    margin: 0;
  }
`;

/** The match line of a mutual like, right under the SPEC's title. */
const MatchLine = styled.p`
  && {
    font-size: 1.375rem;
    font-weight: 800;
    color: #ffd166;
  }
`;

const Thumb = styled.span`
  display: inline-block;
  font-size: 4.5rem;
  line-height: 1;
  @media (prefers-reduced-motion: no-preference) {
    animation: ${pop} 0.6s ease-out both;
  }
`;

const PhotoButton = styled.button`
  padding: 0;
  border: 4px solid #fff;
  border-radius: 50%;
  background: none;
  cursor: pointer;
  line-height: 0;
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 3px;
  }
  & > img {
    width: ${PHOTO_SIZE}px;
    height: ${PHOTO_SIZE}px;
    object-fit: cover;
    border-radius: 50%;
  }
`;

const ButtonSlot = styled.div`
  min-height: 48px;
  & > button {
    @media (prefers-reduced-motion: no-preference) {
      animation: ${fadeIn} 0.3s ease-out both;
    }
  }
`;

const CloseButton = styled.button`
  position: absolute;
  top: 12px;
  right: 12px;
  width: 48px;
  height: 48px;
  font-size: 2rem;
  line-height: 1;
  color: #fff;
  background: none;
  border: 0;
  border-radius: 50%;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focus};
  }
`;

/**
 * The profile to show: the request's, or one from GET /api/auto-like.php (SPEC §7), after which the
 * likes reload 500 ms later. Without a profile from the server (or without an answer) `onEmpty` runs.
 */
function useMatchProfile(request: OpenMatchRequest, onEmpty: () => void): MatchProfile | null {
  const [profile, setProfile] = useState<MatchProfile | null>(request.profile ?? null);
  const onEmptyRef = useRef(onEmpty);
  onEmptyRef.current = onEmpty;
  const given = request.profile !== undefined;
  useEffect(() => {
    if (given) return undefined;
    let active = true;
    http.call(ENDPOINTS.autoLike).then(
      ({ profile: liker }) => {
        if (!active) return;
        if (!liker) {
          onEmptyRef.current();
          return;
        }
        setProfile(liker);
        // The auto-like is a new received like: the counts follow once the server has it.
        setTimeout(() => void loadLikes().catch(() => undefined), LIKES_RELOAD_DELAY_MS);
      },
      () => {
        if (active) onEmptyRef.current();
      },
    );
    return () => {
      active = false;
    };
  }, [given]);
  return profile;
}

export interface MatchModalProps {
  request: OpenMatchRequest;
  onClose: () => void;
}

/**
 * SPEC §2 match (new like) modal, full screen: a thumbs-up, 'New like!', the liker's round photo and,
 * after 0.75 s, one button. The photo leads to the profile (`match/imagePressed`); the button
 * (`match/buttonPressed`) starts a conversation (`match/startConversation`, /members/{id}/chat), or
 * in the like modal opens the profile. The background, the close icon and Escape close it.
 */
export function MatchModal({ request, onClose }: MatchModalProps) {
  const profile = useMatchProfile(request, onClose);
  return profile ? <MatchDialog profile={profile} request={request} onClose={onClose} /> : null;
}

function MatchDialog({ profile, request, onClose }: { profile: MatchProfile; request: OpenMatchRequest; onClose: () => void }) {
  const { t } = useT('shell');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();
  const [buttonShown, setButtonShown] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setButtonShown(true), MATCH_BUTTON_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  // `match/show` with a profile comes from a mutual like (a like back, the swipe game, the match
  // finder, the likes store's announcement); without one (auto-like) and in the like modal it is a
  // one-sided like. A match shown to the member is not announced again by a later likes load.
  const isMatch = request.target === 'chat' && request.profile !== undefined;
  useEffect(() => {
    if (isMatch) markMatchShown(profile.id);
  }, [isMatch, profile.id]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    const previous = document.activeElement as HTMLElement | null;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', ''); // engines without modal dialogs (jsdom)
    }
    closeRef.current?.focus();
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      if (previous?.isConnected) previous.focus?.();
    };
  }, []);

  // Escape fires "cancel": the modal closes through its owner, which unmounts it.
  const onCancel = (event: SyntheticEvent) => {
    event.preventDefault();
    onClose();
  };
  // The dialog covers the screen: a click on it outside the content is a click on the background.
  const onBackgroundClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  const openPhoto = () => {
    bus.emit({ type: 'match/imagePressed', profileId: profile.id });
    onClose();
    navigate(`/members/${profile.id}`);
  };
  const pressButton = () => {
    bus.emit({ type: 'match/buttonPressed', profileId: profile.id });
    onClose();
    if (request.target === 'chat') {
      bus.emit({ type: 'match/startConversation', profileId: profile.id });
      navigate(`/members/${profile.id}/chat`);
    } else {
      navigate(`/members/${profile.id}`);
    }
  };
  const label = request.buttonLabel ?? (request.target === 'chat' ? t('matchModal.chatButton') : t('matchModal.profileButton'));

  return (
    <Dialog ref={dialogRef} aria-modal="true" aria-labelledby={titleId} aria-describedby={textId} onCancel={onCancel} onClick={onBackgroundClick} data-testid="match-modal">
      <CloseButton ref={closeRef} type="button" aria-label={t('matchModal.close')} onClick={onClose}>
        <span aria-hidden="true">×</span>
      </CloseButton>
      <Content>
        <Thumb aria-hidden="true" data-testid="match-thumbs-up">
          👍
        </Thumb>
        <h2 id={titleId}>{t('matchModal.title')}</h2>
        {isMatch && <MatchLine data-testid="match-line">{t('matchModal.match')}</MatchLine>}
        <PhotoButton type="button" aria-label={t('matchModal.photo', { name: profile.name })} onClick={openPhoto}>
          {profile.main_image ? (
            <img src={profile.main_image.match} alt="" width={PHOTO_SIZE} height={PHOTO_SIZE} />
          ) : (
            <Avatar alt={profile.name} size={PHOTO_SIZE} />
          )}
        </PhotoButton>
        <p id={textId}>{isMatch ? t('matchModal.mutual', { name: profile.name }) : t('matchModal.liker', { name: profile.name })}</p>
        <ButtonSlot>
          {buttonShown && (
            <Button size="lg" onClick={pressButton}>
              {label}
            </Button>
          )}
        </ButtonSlot>
      </Content>
    </Dialog>
  );
}
