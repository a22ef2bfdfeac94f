import { useCallback, useEffect, useId, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import styled from 'styled-components';
import { useT } from 'shared-kernel/i18n';
import { FictionalBadge } from '../../components/FictionalBadge';
import { FictionalNotice } from '../../components/FictionalNotice';
import { MemberPhoto } from '../../components/MemberPhoto';
import { SignupButton } from '../../components/SignupButton';
import type { LanderProps } from '../../types';
import './i18n';

/**
 * Swipe through real member cards (buttons, arrow keys, touch or mouse drag). A like is the moment a
 * visitor wants something: it opens the signup action. A pass shows the next card.
 */

/** How far (px) a card must be dragged to count as a swipe. */
const SWIPE_DISTANCE = 80;

/** The page's look in one place: a narrow column with the card stack and two round buttons. */
const Page = styled.div`
  max-width: 480px;
  margin: 0 auto;
  padding: 20px 16px 32px;
  text-align: center;
  h1 {
    margin: 0 0 6px;
    font-size: 1.625rem;
    color: ${(p) => p.theme.colors.secondary};
  }
  p {
    margin: 0 0 12px;
    color: ${(p) => p.theme.colors.textMuted};
  }
  .stack {
    position: relative;
    margin: 12px auto 0;
    aspect-ratio: 3 / 4;
    /* The card leaves room for the buttons under it: both in view on a phone and on a laptop screen
       (what is above the card takes about 330 px, the buttons under it about 70 px). */
    max-height: max(260px, min(58vh, calc(100svh - 410px)));
    touch-action: pan-y;
    user-select: none;
  }
  .card {
    position: absolute;
    inset: 0;
    overflow: hidden;
    border-radius: 16px;
    background: ${(p) => p.theme.colors.border};
    box-shadow: ${(p) => p.theme.shadows.modal};
  }
  .card > img,
  .card > span:first-child {
    width: 100%;
    height: 100%;
    object-fit: cover;
    pointer-events: none;
  }
  .info {
    position: absolute;
    inset: auto 0 0;
    display: grid;
    justify-items: start;
    gap: 6px;
    /* The buttons overlap the card's lower edge: the name and city stay above them. */
    padding: 48px 16px 40px;
    color: #fff;
    background: linear-gradient(transparent, rgba(0, 0, 0, 0.78));
  }
  .info strong {
    font-size: 1.5rem;
  }
  .actions {
    position: relative;
    display: flex;
    justify-content: center;
    gap: 32px;
    margin: -32px 0 12px;
  }
  /* A round icon with its word under it: the word has the room it needs in every language and
     breaks only between words ("Podoba mi się"), never inside one ("Volgend/e"). */
  .round {
    display: inline-flex;
    flex-direction: column;
    align-items: center;
    gap: 4px;
    min-width: 88px;
    max-width: 132px;
    padding: 0;
    font-family: inherit;
    font-size: 0.875rem;
    font-weight: 700;
    line-height: 1.25;
    color: ${(p) => p.theme.colors.text};
    background: none;
    border: 0;
    cursor: pointer;
  }
  .round .disc {
    display: grid;
    place-items: center;
    width: 64px;
    height: 64px;
    font-size: 1.75rem;
    line-height: 1;
    color: ${(p) => p.theme.colors.danger};
    background: #fff;
    border: 2px solid ${(p) => p.theme.colors.border};
    border-radius: 50%;
    box-shadow: ${(p) => p.theme.shadows.card};
  }
  .like .disc {
    color: #fff;
    background: ${(p) => p.theme.colors.primary};
    border-color: ${(p) => p.theme.colors.primary};
  }
  .round:focus-visible .disc {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 3px;
  }
  .round:focus-visible {
    outline: none;
  }
  .stack:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 3px;
  }
  .again {
    display: block;
    min-height: 44px;
    margin: 12px auto 0;
    font: inherit;
    color: ${(p) => p.theme.colors.primary};
    background: none;
    border: 0;
    text-decoration: underline;
    cursor: pointer;
  }
`;

export default function TinderSwipeLander({ campaign, members, onSignup }: LanderProps) {
  const { t } = useT('landers');
  const titleId = useId();
  const [index, setIndex] = useState(0);
  const [drag, setDrag] = useState(0);
  const start = useRef<number | null>(null);
  const member = members[index];

  const pass = useCallback(() => {
    setDrag(0);
    setIndex((i) => i + 1);
  }, []);
  const like = useCallback(() => {
    setDrag(0);
    onSignup();
  }, [onSignup]);

  // Arrow keys anywhere on the page (not while typing): ← is a pass, → a like.
  useEffect(() => {
    if (!member) return;
    const onKey = (e: KeyboardEvent) => {
      const target = e.target instanceof Element ? e.target : null;
      if (e.defaultPrevented || target?.closest('input, textarea, select, dialog, [contenteditable="true"]')) return;
      if (e.key === 'ArrowLeft') {
        e.preventDefault();
        pass();
      } else if (e.key === 'ArrowRight') {
        e.preventDefault();
        like();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [member, pass, like]);

  const onPointerDown = (e: ReactPointerEvent<HTMLDivElement>) => {
    start.current = e.clientX;
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (start.current !== null) setDrag(e.clientX - start.current);
  };
  const onPointerUp = () => {
    const distance = drag;
    start.current = null;
    if (distance > SWIPE_DISTANCE) like();
    else if (distance < -SWIPE_DISTANCE) pass();
    else setDrag(0);
  };

  return (
    <Page>
      <h1 id={titleId}>{campaign.headline}</h1>
      <p>{campaign.subline}</p>
      {members.length > 0 && <FictionalNotice />}
      {member ? (
        <section aria-labelledby={titleId}>
          <div
            className="stack"
            role="group"
            aria-roledescription={t('tinderswipe.stackLabel')}
            aria-label={t('tinderswipe.nowShowing', { name: member.name, age: member.age, city: member.city })}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={() => {
              start.current = null;
              setDrag(0);
            }}
            data-testid="swipe-card"
          >
            <div className="card" key={member.id} style={drag ? { transform: `translateX(${drag}px) rotate(${drag / 20}deg)` } : undefined}>
              <MemberPhoto member={member} full eager />
              <div className="info">
                <strong>
                  {member.name}, {member.age}
                </strong>
                <span>{member.city}</span>
                <FictionalBadge member={member} />
              </div>
            </div>
          </div>
          <div className="actions">
            <button type="button" className="round" onClick={pass} aria-label={t('tinderswipe.passLabel', { name: member.name })}>
              <span className="disc" aria-hidden="true">
                ✕
              </span>
              <span data-label="">{t('tinderswipe.pass')}</span>
            </button>
            <button type="button" className="round like" onClick={like} aria-label={t('tinderswipe.likeLabel', { name: member.name })}>
              <span className="disc" aria-hidden="true">
                ♥
              </span>
              <span data-label="">{t('tinderswipe.like')}</span>
            </button>
          </div>
          <p aria-live="polite">{t('tinderswipe.position', { current: index + 1, total: members.length })}</p>
          <p>{t('tinderswipe.hint')}</p>
          <SignupButton onSignup={onSignup} />
        </section>
      ) : (
        <section>
          {members.length > 0 ? (
            <>
              <h2>{t('tinderswipe.doneTitle')}</h2>
              <p>{t('tinderswipe.doneText')}</p>
            </>
          ) : (
            <p>{t('tinderswipe.empty')}</p>
          )}
          <SignupButton onSignup={onSignup} />
          {members.length > 0 && (
            <button type="button" className="again" onClick={() => setIndex(0)}>
              {t('tinderswipe.again')}
            </button>
          )}
        </section>
      )}
    </Page>
  );
}
