import { useCallback, useEffect, useId, useState } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { useT } from 'shared-kernel/i18n';
import { media } from 'shared-kernel/ui';
import { pageFrame } from '../../../../components/pageFrame';
import { FictionalBadge } from '../../components/FictionalBadge';
import { FictionalNotice } from '../../components/FictionalNotice';
import { MemberPhoto } from '../../components/MemberPhoto';
import { SignupButton } from '../../components/SignupButton';
import type { LanderProps } from '../../types';
import './i18n';

/**
 * A full-screen slideshow of member photos, like a short film: each photo fades in and slowly zooms
 * (Ken Burns). With prefers-reduced-motion it neither moves nor advances by itself; the visitor
 * steps through with the buttons. It pauses on hover and focus, and always has a pause button.
 */

/** Seconds each photo is shown. */
const SLIDE_SECONDS = 4.5;
const MAX_SLIDES = 10;

const kenBurns = keyframes`
  from { transform: scale(1); }
  to { transform: scale(1.08) translate(-1%, -1%); }
`;
const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const Stage = styled.section`
  position: relative;
  min-height: calc(100svh - 140px);
  overflow: hidden;
  color: #fff;
  background: #120d18;
  ${media.md} {
    min-height: 640px;
  }
`;

const Slide = styled.div<{ $animate: boolean }>`
  position: absolute;
  inset: 0;
  ${(p) =>
    p.$animate &&
    css`
      animation: ${fadeIn} 0.9s ease-out both;
      img {
        animation: ${kenBurns} ${SLIDE_SECONDS + 1}s ease-out both;
      }
    `}
  img,
  & > span {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: linear-gradient(180deg, rgba(18, 13, 24, 0.1) 30%, rgba(18, 13, 24, 0.88) 100%);
  }
`;

const Overlay = styled.div`
  position: relative;
  z-index: 1;
  display: flex;
  flex-direction: column;
  justify-content: flex-end;
  gap: 14px;
  min-height: inherit;
  ${pageFrame(1140, '24px 16px 20px', '48px 24px 32px')}
  h1 {
    margin: 0;
    font-size: 2rem;
    line-height: 1.1;
    text-shadow: 0 2px 12px rgba(0, 0, 0, 0.5);
    ${media.md} {
      font-size: 3.25rem;
      max-width: 14em;
    }
  }
  p {
    margin: 0;
    max-width: 34em;
    font-size: 1.0625rem;
    line-height: 1.5;
  }
`;

const Who = styled.p`
  && {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
    font-weight: 700;
  }
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;

const Control = styled.button`
  min-width: 44px;
  min-height: 44px;
  padding: 0 14px;
  font: inherit;
  font-weight: 700;
  color: #fff;
  background: rgba(255, 255, 255, 0.16);
  border: 1px solid rgba(255, 255, 255, 0.5);
  border-radius: ${(p) => p.theme.radii.pill};
  cursor: pointer;
  &:hover {
    background: rgba(255, 255, 255, 0.28);
  }
  &:focus-visible {
    outline: 3px solid #fff;
    outline-offset: 2px;
  }
`;

const Dots = styled.div`
  display: flex;
  flex-wrap: wrap;
  max-width: 100%;
`;

const Dot = styled.button<{ $current: boolean }>`
  width: 44px;
  height: 44px;
  padding: 0;
  background: none;
  border: 0;
  cursor: pointer;
  &::before {
    content: '';
    display: block;
    width: 10px;
    height: 10px;
    margin: auto;
    border-radius: 50%;
    background: ${(p) => (p.$current ? '#fff' : 'rgba(255, 255, 255, 0.45)')};
  }
  &:focus-visible {
    outline: 3px solid #fff;
    outline-offset: -6px;
    border-radius: 50%;
  }
`;

const Below = styled.div`
  max-width: 760px;
  margin: 0 auto;
  padding: 20px 16px 40px;
`;

const prefersReducedMotion = (): boolean =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export default function TransitionsVideoLander({ campaign, members, onSignup }: LanderProps) {
  const { t } = useT('landers');
  const titleId = useId();
  const slides = members.slice(0, MAX_SLIDES);
  const [reduced] = useState(prefersReducedMotion);
  const [playing, setPlaying] = useState(!reduced);
  const [held, setHeld] = useState(false);
  const [index, setIndex] = useState(0);
  const count = slides.length;
  const go = useCallback((to: number) => setIndex(((to % count) + count) % count), [count]);

  useEffect(() => {
    if (!playing || held || count < 2) return;
    const timer = window.setTimeout(() => go(index + 1), SLIDE_SECONDS * 1000);
    return () => window.clearTimeout(timer);
  }, [playing, held, index, count, go]);

  const member = slides[index];
  return (
    <>
      <Stage
        aria-labelledby={titleId}
        aria-roledescription={t('slideshow.label')}
        onMouseEnter={() => setHeld(true)}
        onMouseLeave={() => setHeld(false)}
        onFocus={() => setHeld(true)}
        onBlur={() => setHeld(false)}
      >
        {member && (
          <Slide key={member.id} $animate={!reduced} data-testid="slide">
            <MemberPhoto member={member} full eager />
          </Slide>
        )}
        <Overlay>
          <h1 id={titleId}>{campaign.headline}</h1>
          <p>{campaign.subline}</p>
          {member ? (
            <Who aria-live={playing && !held ? 'off' : 'polite'}>
              <span>{t('slideshow.meet', { name: `${member.name} (${member.age}), ${member.city}` })}</span>
              <FictionalBadge member={member} />
            </Who>
          ) : (
            <p>{t('slideshow.empty')}</p>
          )}
          <div>
            <SignupButton onSignup={onSignup} />
          </div>
          {count > 1 && (
            <Controls>
              <Control type="button" onClick={() => go(index - 1)} aria-label={t('slideshow.previous')}>
                ‹
              </Control>
              <Control type="button" onClick={() => setPlaying((p) => !p)}>
                {playing ? t('slideshow.pause') : t('slideshow.play')}
              </Control>
              <Control type="button" onClick={() => go(index + 1)} aria-label={t('slideshow.next')}>
                ›
              </Control>
              <Dots>
                {slides.map((m, i) => (
                  <Dot key={m.id} type="button" $current={i === index} aria-current={i === index || undefined} aria-label={t('slideshow.goTo', { n: i + 1 })} onClick={() => go(i)} />
                ))}
              </Dots>
              <span>{t('slideshow.slide', { current: index + 1, total: count })}</span>
            </Controls>
          )}
        </Overlay>
      </Stage>
      {count > 0 && (
        <Below>
          <FictionalNotice />
        </Below>
      )}
    </>
  );
}
