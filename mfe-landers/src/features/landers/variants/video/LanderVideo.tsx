import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useT } from 'shared-kernel/i18n';
import { isSmartphone } from 'shared-kernel/navigation';
import './i18n';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;

const Frame = styled.div`
  position: relative;
  overflow: hidden;
  aspect-ratio: 16 / 9;
  background: ${(p) => p.theme.colors.secondary};
  border-radius: ${(p) => p.theme.radii.lg};
  box-shadow: 0 18px 44px rgba(31, 26, 36, 0.28);
  & > video {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Play = styled.button`
  position: absolute;
  bottom: 12px;
  left: 50%;
  transform: translateX(-50%);
  display: inline-flex;
  gap: 10px;
  align-items: center;
  width: max-content;
  max-width: calc(100% - 24px);
  min-height: 48px;
  padding: 8px 18px 8px 8px;
  color: ${(p) => p.theme.colors.text};
  font: inherit;
  font-weight: 700;
  line-height: 1.25;
  text-align: left;
  background: rgba(255, 255, 255, 0.94);
  border: 0;
  border-radius: ${(p) => p.theme.radii.pill};
  box-shadow: 0 4px 16px rgba(0, 0, 0, 0.25);
  cursor: pointer;
  & > span:first-child {
    display: grid;
    flex: none;
    place-items: center;
    width: 32px;
    height: 32px;
    color: #fff;
    background: ${(p) => p.theme.colors.primary};
    border-radius: 50%;
  }
  & small {
    display: block;
    font-weight: 500;
    color: ${(p) => p.theme.colors.textMuted};
  }
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 2px;
  }
`;

export interface LanderVideoProps {
  src: string;
  poster: string;
}

/**
 * The lander's video: muted, inline, looping, no sound (nothing to caption; a text description is
 * beside it). Nothing of the video is fetched until it is needed: on a larger screen it starts when
 * it scrolls into view, unless the visitor prefers reduced motion; on a phone, and with reduced
 * motion, only when the visitor presses play. Turning reduced motion on pauses it.
 */
export function LanderVideo({ src, poster }: LanderVideoProps) {
  const { t } = useT('landers');
  const video = useRef<HTMLVideoElement>(null);
  const [started, setStarted] = useState(false);

  useEffect(() => {
    const element = video.current;
    if (!element || isSmartphone() || prefersReducedMotion() || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setStarted(true);
          observer.disconnect();
        }
      },
      { threshold: 0.25 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (started) video.current?.play().catch(() => undefined);
  }, [started]);

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(REDUCED_MOTION);
    const onChange = () => {
      if (query.matches) video.current?.pause();
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  return (
    <Frame>
      <video
        ref={video}
        src={started ? src : undefined}
        poster={poster}
        muted
        playsInline
        loop
        preload="none"
        controls={started}
        width={640}
        height={360}
        aria-label={t('video.videoLabel')}
        aria-describedby="lander-video-description"
        data-testid="lander-video"
      />
      {!started && (
        <Play type="button" onClick={() => setStarted(true)}>
          <span aria-hidden="true">▶</span>
          <span>
            {t('video.play')} <small>{t('video.playNote')}</small>
          </span>
        </Play>
      )}
    </Frame>
  );
}
