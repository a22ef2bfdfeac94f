import { useEffect, useRef, useState, type PointerEvent } from 'react';
import styled from 'styled-components';
import type { SwipeCard as SwipeCardData } from 'shared-kernel/contract';
import { ERROR_CODES } from 'shared-kernel/contract/error-codes';
import { bus } from 'shared-kernel/bus';
import { useT } from 'shared-kernel/i18n';
import { Alert } from 'shared-kernel/ui/Alert';
import { useSession } from 'shared-kernel/stores/session';
import { Button } from 'shared-kernel/ui/Button';
import { VisuallyHidden } from 'shared-kernel/ui/VisuallyHidden';
import { useErrorText } from 'shared-kernel/ui/LoadError';
import { errorCode, serverMessage } from 'shared-kernel/utils/apiError';
import { LinkButton } from 'shared-kernel/ui/LinkButton';
import { CamBadge } from '../../../components/CamBadge';
import { FictionalFlag } from '../../../components/Fictional';
import { photoFrame, ProfileHeading, ProfileImage } from '../../../components/ProfileCardTile';
import { LoadedMemberPage } from '../../../components/LoadedMemberPage';
import { PresenceDistance } from '../../../components/PresenceDistance';
import { fetchSwipe, sendSwipe, type SwipeAnswer } from '../api/swipe';
import { resetTime } from '../utils/resetTime';
import '../i18n';

/** Pixels a card must be dragged sideways to count as a swipe. */
export const SWIPE_THRESHOLD = 80;

const Deck = styled.div`
  display: grid;
  gap: 16px;
  max-width: 420px;
  margin: 0 auto;
`;

const Card = styled.article`
  overflow: hidden;
  background: ${(p) => p.theme.colors.surface};
  border-radius: ${(p) => p.theme.radii.lg};
  box-shadow: ${(p) => p.theme.shadows.card};
  touch-action: pan-y;
  user-select: none;
  transition: transform 0.15s ease-out;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/**
 * The photo leaves room for the name, the card's lines and the buttons below it on a 390 × 844
 * phone and a 1280 × 800 screen.
 */
const Photo = styled.div`
  ${photoFrame}
  aspect-ratio: auto;
  height: clamp(180px, calc(100vh - 660px), 420px);
  height: clamp(180px, calc(100svh - 660px), 420px);
  & > img {
    pointer-events: none;
  }
`;

const Body = styled.div`
  display: grid;
  gap: 4px;
  padding: 12px 16px 16px;
  & > h2 {
    margin: 0;
  }
  & > p {
    margin: 0;
    color: ${(p) => p.theme.colors.textMuted};
  }
  & > p[data-line] {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    color: ${(p) => p.theme.colors.text};
  }
  & > [data-fictional],
  & > [data-cam-badge] {
    justify-self: start;
  }
`;

/** "3 foto's" over the photo's corner. */
const PhotoCount = styled.span`
  position: absolute;
  right: 8px;
  bottom: 8px;
  padding: 2px 10px;
  font-size: 0.875rem;
  font-weight: 600;
  color: #fff;
  background: rgba(0, 0, 0, 0.6);
  border-radius: ${(p) => p.theme.radii.pill};
`;

const Buttons = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 12px;
`;

const Counter = styled.p`
  margin: 0;
  font-weight: 700;
  text-align: center;
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.875rem;
  text-align: center;
  color: ${(p) => p.theme.colors.textMuted};
`;

function SwipeCard({ profile, offset, handlers }: { profile: SwipeCardData; offset: number; handlers: CardHandlers }) {
  const { t } = useT('members');
  return (
    <Card
      aria-label={t('swipe.current', { name: profile.name, age: profile.age, city: profile.city })}
      data-profile-id={profile.id}
      style={offset ? { transform: `translateX(${offset}px) rotate(${offset / 20}deg)` } : undefined}
      {...handlers}
    >
      <Photo>
        <ProfileImage profile={profile} full />
        {profile.photo_count > 0 && <PhotoCount data-testid="swipe-photo-count">{t('swipe.photos', { count: profile.photo_count })}</PhotoCount>}
      </Photo>
      <Body>
        <ProfileHeading profile={profile} />
        <PresenceDistance profile={profile} />
        {profile.about_line && (
          <p data-line="about" title={profile.about_line}>
            {profile.about_line}
          </p>
        )}
        {profile.interests.length > 0 && (
          <p data-line="interests">
            <VisuallyHidden>{t('swipe.interests')}: </VisuallyHidden>
            {profile.interests.join(' · ')}
          </p>
        )}
        {profile.fictional && <FictionalFlag />}
        {profile.cam && <CamBadge />}
      </Body>
    </Card>
  );
}

interface CardHandlers {
  onPointerDown: (e: PointerEvent<HTMLElement>) => void;
  onPointerMove: (e: PointerEvent<HTMLElement>) => void;
  onPointerUp: (e: PointerEvent<HTMLElement>) => void;
  onPointerCancel: () => void;
}

/** The optional swipe gesture: a drag beyond the threshold to the right likes, to the left skips. */
function useSwipeGesture(onSwipe: (like: boolean) => void): { offset: number; handlers: CardHandlers } {
  const start = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);
  const handlers: CardHandlers = {
    onPointerDown: (e) => {
      if (e.button !== 0 || (e.target as HTMLElement).closest('a')) return;
      start.current = e.clientX;
      // A mouse drag that leaves the card still ends on it (touch does this by itself).
      if (typeof e.currentTarget.setPointerCapture === 'function' && e.pointerId !== undefined) {
        try {
          e.currentTarget.setPointerCapture(e.pointerId);
        } catch {
          // No active pointer of that id (synthetic events): the drag works without capture.
        }
      }
    },
    onPointerMove: (e) => {
      if (start.current !== null) setOffset(e.clientX - start.current);
    },
    onPointerUp: (e) => {
      if (start.current === null) return;
      const dx = e.clientX - start.current;
      start.current = null;
      setOffset(0);
      if (Math.abs(dx) >= SWIPE_THRESHOLD) onSwipe(dx > 0);
    },
    onPointerCancel: () => {
      start.current = null;
      setOffset(0);
    },
  };
  return { offset, handlers };
}

/** A key press meant for a field, a link or a button, or made while a dialog is open, is not a swipe. */
function isForSomethingElse(e: KeyboardEvent): boolean {
  if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey || e.defaultPrevented) return true;
  const target = e.target instanceof HTMLElement ? e.target : null;
  if (target && (target.isContentEditable || target.closest('input, textarea, select, [role="menu"], [role="dialog"]'))) return true;
  return document.querySelector('[aria-modal="true"]') !== null;
}

/** The arrow keys swipe: → likes, ← skips. */
function useSwipeKeys(onSwipe: (like: boolean) => void) {
  const onSwipeRef = useRef(onSwipe);
  onSwipeRef.current = onSwipe;
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if ((e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') || isForSomethingElse(e)) return;
      e.preventDefault();
      onSwipeRef.current(e.key === 'ArrowRight');
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}

const PremiumLink = styled(LinkButton)`
  margin-top: 8px;
`;

/** The day's likes are spent: when they come back and, for a member who is not premium, the way to /premium. */
function ResetNotice({ message, resetsAt }: { message: string | null; resetsAt: string }) {
  const { t } = useT('members');
  const premium = useSession((s) => Boolean(s.user?.paid_user));
  const reset = resetTime(resetsAt);
  return (
    <Alert variant="warning" title={message ?? t('swipe.limitReached')}>
      {reset && <p>{reset.tomorrow ? t('swipe.resets', { time: reset.time }) : t('swipe.resetsOn', { date: reset.date, time: reset.time })}</p>}
      {!premium && (
        <div data-testid="swipe-premium-offer">
          <p>{t('swipe.premiumOffer')}</p>
          <PremiumLink href="/premium">{t('swipe.premiumLink')}</PremiumLink>
        </div>
      )}
    </Alert>
  );
}

function SwipeDeck({ initial, onReload }: { initial: SwipeAnswer; onReload: () => void }) {
  const { t } = useT('members');
  const [queue, setQueue] = useState(initial.profiles);
  const [likesLeft, setLikesLeft] = useState(initial.likes_left);
  const [resetsAt, setResetsAt] = useState(initial.resets_at);
  /** The server's text after a refused like (429 swipe_limit). */
  const [limitMessage, setLimitMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);
  const failureText = useErrorText();
  const current = queue[0];
  const limited = likesLeft === 0 || limitMessage !== null;

  const swipe = async (like: boolean) => {
    if (!current || running.current || (like && limited)) return;
    running.current = true;
    setBusy(true);
    setError(null);
    try {
      const answer = await sendSwipe(current.id, like);
      setLikesLeft(answer.likes_left);
      setResetsAt(answer.resets_at);
      setQueue((q) => q.filter((p) => p.id !== current.id));
      if (answer.match) bus.emit({ type: 'match/show', profile: answer.match });
    } catch (failure) {
      if (errorCode(failure) === ERROR_CODES.swipeLimit) {
        setLikesLeft(0);
        setLimitMessage(serverMessage(failure) ?? t('swipe.limitReached'));
      } else {
        setError(failureText(failure));
      }
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  const { offset, handlers } = useSwipeGesture((like) => void swipe(like));
  useSwipeKeys((like) => void swipe(like));

  return (
    <Deck>
      <Counter role="status">{t('swipe.likesLeft', { count: likesLeft })}</Counter>
      {limited && <ResetNotice message={limitMessage} resetsAt={resetsAt} />}
      {error && (
        <Alert variant="danger" onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      {current ? (
        <>
          <VisuallyHidden aria-live="polite">{t('swipe.current', { name: current.name, age: current.age, city: current.city })}</VisuallyHidden>
          <SwipeCard key={current.id} profile={current} offset={offset} handlers={handlers} />
          <Buttons>
            <Button variant="outline" size="lg" disabled={busy} aria-label={t('swipe.noLabel', { name: current.name })} onClick={() => void swipe(false)}>
              {t('swipe.no')}
            </Button>
            <Button size="lg" disabled={busy || limited} aria-label={t('swipe.likeLabel', { name: current.name })} onClick={() => void swipe(true)}>
              {t('swipe.like')}
            </Button>
          </Buttons>
          <Hint>{t('swipe.gestureHint')}</Hint>
        </>
      ) : (
        <Alert variant="info">
          <p>{t('swipe.empty')}</p>
          <Button variant="outline" onClick={onReload}>
            {t('swipe.reload')}
          </Button>
        </Alert>
      )}
    </Deck>
  );
}

/** /swipe-game: one profile at a time, "Nee" or "Like" (4 likes a day, SPEC §9); a match opens the shell's match modal. */
export default function SwipeGamePage() {
  return (
    <LoadedMemberPage texts="swipe" signup={{ source: 'swipe-game' }} load={fetchSwipe}>
      {(answer, reload) => <SwipeDeck initial={answer} onReload={reload} />}
    </LoadedMemberPage>
  );
}
