import { useId } from 'react';
import styled from 'styled-components';
import { useT } from 'shared-kernel/i18n';
import { media } from 'shared-kernel/ui';
import { pageFrame } from '../../../../components/pageFrame';
import { FictionalBadge } from '../../components/FictionalBadge';
import { FictionalNotice } from '../../components/FictionalNotice';
import { MemberPhoto } from '../../components/MemberPhoto';
import { SignupButton } from '../../components/SignupButton';
import type { LanderProps } from '../../types';
import { LanderVideo } from './LanderVideo';
import videoUrl from './media/hartklop.webm';
import posterUrl from './media/poster.webp';
import './i18n';

/** The video lander's idea: twelve seconds that show what the site is for, then real people and one action. */

const Stage = styled.section`
  color: #fff;
  background: linear-gradient(160deg, #2b1745 0%, ${(p) => p.theme.colors.secondary} 55%, #7a1f4f 100%);
`;

const StageInner = styled.div`
  display: grid;
  gap: 24px;
  max-width: 1160px;
  margin: 0 auto;
  padding: 20px 16px 32px;
  ${media.md} {
    grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
    gap: 48px;
    align-items: center;
    padding: 56px 24px;
  }
`;

const Copy = styled.div`
  & > p:first-child {
    margin: 0 0 8px;
    font-size: 0.8125rem;
    font-weight: 700;
    letter-spacing: 0.12em;
    text-transform: uppercase;
    opacity: 0.85;
  }
  & > h1 {
    margin: 0 0 12px;
    font-size: 1.75rem;
    line-height: 1.15;
    ${media.md} {
      font-size: 2.5rem;
    }
  }
  & > p {
    margin: 0 0 20px;
    font-size: 1.05rem;
    line-height: 1.55;
    opacity: 0.92;
  }
`;

const Description = styled.p`
  margin: 12px 0 0;
  font-size: 0.875rem;
  line-height: 1.5;
  opacity: 0.8;
`;

const Steps = styled.ol`
  display: grid;
  gap: 8px;
  margin: 0 0 24px;
  padding: 0;
  list-style: none;
  counter-reset: step;
  & > li {
    display: flex;
    gap: 10px;
    align-items: center;
    counter-increment: step;
  }
  & > li::before {
    content: counter(step);
    display: grid;
    flex: none;
    place-items: center;
    width: 28px;
    height: 28px;
    font-weight: 700;
    color: ${(p) => p.theme.colors.secondary};
    background: #fff;
    border-radius: 50%;
  }
`;

const Members = styled.section`
  ${pageFrame(1160, '28px 16px 40px', '40px 24px 56px')}
  & > h2 {
    margin: 0 0 12px;
    color: ${(p) => p.theme.colors.secondary};
  }
`;

const Strip = styled.ul`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(140px, 1fr);
  gap: 12px;
  margin: 16px 0 0;
  padding: 0 0 8px;
  overflow-x: auto;
  list-style: none;
  scroll-snap-type: x mandatory;
  & > li {
    scroll-snap-align: start;
  }
  ${media.md} {
    grid-auto-flow: row;
    grid-template-columns: repeat(4, 1fr);
    overflow: visible;
  }
`;

const Card = styled.button`
  display: grid;
  gap: 6px;
  width: 100%;
  padding: 0 0 10px;
  overflow: hidden;
  color: ${(p) => p.theme.colors.text};
  font: inherit;
  text-align: left;
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  cursor: pointer;
  & img,
  & > span:first-child {
    display: block;
    width: 100%;
    aspect-ratio: 3 / 4;
    object-fit: cover;
  }
  & > span:not(:first-child) {
    padding: 0 10px;
  }
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 2px;
  }
`;

export default function VideoLander({ campaign, members, onSignup }: LanderProps) {
  const { t } = useT('landers');
  const titleId = useId();
  const membersId = useId();
  const shown = members.slice(0, 8);
  return (
    <>
      <Stage aria-labelledby={titleId}>
        <StageInner>
          <div>
            <LanderVideo src={videoUrl} poster={posterUrl} />
            <Description id="lander-video-description">{t('video.description')}</Description>
          </div>
          <Copy>
            <p>{campaign.region_name ?? t('video.eyebrow')}</p>
            <h1 id={titleId}>{campaign.headline}</h1>
            <p>{campaign.subline}</p>
            <Steps aria-label={t('video.stepsTitle')}>
              <li>{t('video.step1')}</li>
              <li>{t('video.step2')}</li>
              <li>{t('video.step3')}</li>
            </Steps>
            <SignupButton onSignup={onSignup} block />
          </Copy>
        </StageInner>
      </Stage>
      {shown.length > 0 && (
        <Members aria-labelledby={membersId}>
          <h2 id={membersId}>{t('video.membersTitle')}</h2>
          <FictionalNotice />
          <Strip>
            {shown.map((member) => (
              <li key={member.id}>
                <Card type="button" onClick={onSignup}>
                  <MemberPhoto member={member} decorative />
                  <span>{t('video.memberLine', { name: member.name, age: member.age, city: member.city })}</span>
                  <span>
                    <FictionalBadge member={member} />
                  </span>
                </Card>
              </li>
            ))}
          </Strip>
        </Members>
      )}
    </>
  );
}
