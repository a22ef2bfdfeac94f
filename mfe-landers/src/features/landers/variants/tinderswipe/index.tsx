import { useCallback, useEffect, useId, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import styled from 'styled-components';
import { useT } from 'shared-kernel/i18n';
import { media } from 'shared-kernel/ui';
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

const Page = styled.div`
  max-width: 480px;
  margin: 0 auto;
  padding: 20px 16px 32px;
  text-align: center;
  ${media.md} {
    padding: 40px 16px 56px;
  }
  h1 {
    margin: 0 0 6px;
    font-size: 1.625rem;
    line-height: 1.2;
    color: ${(p) => p.theme.colors.secondary};
  }
`;

const Sub = styled.p`
  margin: 0 0 16px;
  color: ${(p) => p.theme.colors.textMuted};
  line-height: 1.5;
`;

const Stack = styled.div`
  position: relative;
  margin: 12px auto 16px;
  aspect-ratio: 3 / 4;
  max-height: 58vh;
  touch-action: pan-y;
  user-select: none;
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 4px;
    border-radius: ${(p) => p.theme.radii.lg};
  }
`;

const Card = styled.div<{ $behind?: boolean }>`
  position: absolute;
  inset: 0;
  overflow: hidden;
  border-radius: ${(p) => p.theme.radii.lg};
  background: ${(p) => p.theme.colors.border};
  box-shadow: ${(p) => p.theme.shadows.modal};
  transform: ${(p) => (p.$behind ? 'scale(0.95) translateY(12px)' : 'none')};
  opacity: ${(p) => (p.$behind ? 0.7 : 1)};
  transition: transform 0.25s ease-out;
  img,
  & > span:first-child {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
    pointer-events: none;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Info = styled.div`
  position: absolute;
  inset: auto 0 0 0;
  display: grid;
  justify-items: start;
  gap: 6px;
  padding: 48px 16px 16px;
  color: #fff;
  text-align: left;
  background: linear-gradient(transparent, rgba(0, 0, 0, 0.78));
  strong {
    font-size: 1.5rem;
  }
`;

const Stamp = styled.span<{ $like: boolean }>`
  position: absolute;
  top: 20px;
  ${(p) => (p.$like ? 'left: 20px;' : 'right: 20px;')}
  padding: 4px 12px;
  font-size: 1.5rem;
  font-weight: 800;
  color: ${(p) => (p.$like ? '#1e7d46' : p.theme.colors.danger)};
  border: 3px solid currentColor;
  border-radius: ${(p) => p.theme.radii.sm};
  background: rgba(255, 255, 255, 0.9);
  transform: rotate(${(p) => (p.$like ? '-12deg' : '12deg')});
`;

const Actions = styled.div`
  display: flex;
  justify-content: center;
  gap: 32px;
  margin-bottom: 16px;
`;

const RoundButton = styled.button<{ $like?: boolean }>`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  width: 72px;
  height: 72px;
  font-size: 1.75rem;
  line-height: 1;
  color: ${(p) => (p.$like ? '#fff' : p.theme.colors.danger)};
  background: ${(p) => (p.$like ? p.theme.colors.primary : '#fff')};
  border: 2px solid ${(p) => (p.$like ? p.theme.colors.primary : p.theme.colors.border)};
  border-radius: 50%;
  box-shadow: ${(p) => p.theme.shadows.card};
  cursor: pointer;
  span {
    margin-top: 2px;
    font-size: 0.75rem;
    font-weight: 700;
  }
  &:hover {
    transform: scale(1.05);
  }
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 3px;
  }
`;

const Position = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${(p) => p.theme.colors.textMuted};
`;

const Done = styled.div`
  display: grid;
  gap: 12px;
  justify-items: center;
  padding: 32px 16px;
  h2 {
    margin: 0;
    color: ${(p) => p.theme.colors.secondary};
  }
  p {
    margin: 0;
  }
`;

const CtaRow = styled.div`
  margin-top: 16px;
`;

const Again = styled.button`
  min-height: 44px;
  padding: 0 12px;
  font: inherit;
  color: ${(p) => p.theme.colors.primary};
  background: none;
  border: 0;
  text-decoration: underline;
  cursor: pointer;
`;

export default function TinderSwipeLander({ campaign, members, onSignup }: LanderProps) {
  const { t } = useT('landers');
  const titleId = useId();
  const [index, setIndex] = useState(0);
  const [drag, setDrag] = useState(0);
  const start = useRef<number | null>(null);
  const member = members[index];
  const next = members[index + 1];

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
      <Sub>{campaign.subline}</Sub>
      {members.length > 0 && <FictionalNotice />}
      {member ? (
        <section aria-labelledby={titleId}>
          <Stack
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
            {next && (
              <Card $behind aria-hidden="true">
                <MemberPhoto member={next} full decorative />
              </Card>
            )}
            <Card key={member.id} style={{ transform: `translateX(${drag}px) rotate(${drag / 20}deg)` }}>
              <MemberPhoto member={member} full eager />
              {drag > SWIPE_DISTANCE / 2 && <Stamp $like>{t('tinderswipe.like')}</Stamp>}
              {drag < -SWIPE_DISTANCE / 2 && <Stamp $like={false}>{t('tinderswipe.pass')}</Stamp>}
              <Info>
                <strong>
                  {member.name}, {member.age}
                </strong>
                <span>{member.city}</span>
                <FictionalBadge member={member} />
              </Info>
            </Card>
          </Stack>
          <Actions>
            <RoundButton type="button" onClick={pass} aria-label={t('tinderswipe.passLabel', { name: member.name })}>
              <span aria-hidden="true">✕</span>
              <span aria-hidden="true">{t('tinderswipe.pass')}</span>
            </RoundButton>
            <RoundButton type="button" $like onClick={like} aria-label={t('tinderswipe.likeLabel', { name: member.name })}>
              <span aria-hidden="true">♥</span>
              <span aria-hidden="true">{t('tinderswipe.like')}</span>
            </RoundButton>
          </Actions>
          <Position aria-live="polite">{t('tinderswipe.position', { current: index + 1, total: members.length })}</Position>
          <Position>{t('tinderswipe.hint')}</Position>
          <CtaRow>
            <SignupButton onSignup={onSignup} />
          </CtaRow>
        </section>
      ) : (
        <Done>
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
            <Again type="button" onClick={() => setIndex(0)}>
              {t('tinderswipe.again')}
            </Again>
          )}
        </Done>
      )}
    </Page>
  );
}
