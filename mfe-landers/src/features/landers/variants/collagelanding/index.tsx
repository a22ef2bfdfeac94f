import { useId } from 'react';
import styled from 'styled-components';
import { useT } from 'shared-kernel/i18n';
import { media } from 'shared-kernel/ui';
import { VisuallyHidden } from 'shared-kernel/ui/VisuallyHidden';
import { FictionalBadge } from '../../components/FictionalBadge';
import { FictionalNotice } from '../../components/FictionalNotice';
import { MemberPhoto } from '../../components/MemberPhoto';
import { SignupButton } from '../../components/SignupButton';
import type { LanderProps } from '../../types';
import './i18n';

/**
 * A collage: member photos as scattered polaroids on a warm board, the campaign's message pinned in
 * the middle. Each polaroid is a button (the signup action), with the name written underneath.
 */

const SHOWN = 10;
/** A fixed, hand-laid tilt per position (no randomness: the same page on every visit). */
const TILTS = [-6, 4, -3, 7, -5, 3, -7, 5, -2, 6];

const Board = styled.section`
  background:
    radial-gradient(circle at 10% 10%, rgba(200, 24, 74, 0.12), transparent 40%),
    radial-gradient(circle at 90% 80%, rgba(74, 44, 111, 0.14), transparent 45%),
    #f6ead9;
`;

const Inner = styled.div`
  display: grid;
  gap: 20px;
  max-width: 1200px;
  margin: 0 auto;
  padding: 24px 12px 36px;
  ${media.md} {
    grid-template-columns: 1fr minmax(320px, 380px) 1fr;
    align-items: center;
    padding: 48px 24px 64px;
  }
`;

const Side = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.md} {
    grid-template-columns: repeat(2, 1fr);
    gap: 16px;
  }
`;

const Polaroid = styled.button<{ $tilt: number }>`
  display: block;
  width: 100%;
  min-height: 44px;
  padding: 6px 6px 4px;
  font: inherit;
  background: #fff;
  border: 0;
  box-shadow: 0 6px 16px rgba(31, 26, 36, 0.22);
  transform: rotate(${(p) => p.$tilt}deg);
  transition: transform 0.2s;
  cursor: pointer;
  img,
  & > span:first-child {
    display: block;
    width: 100%;
    aspect-ratio: 1;
    object-fit: cover;
    font-size: 2rem;
  }
  &:hover,
  &:focus-visible {
    transform: rotate(0deg) scale(1.06);
    z-index: 1;
  }
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 3px;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Handwriting = styled.span`
  display: block;
  padding-top: 4px;
  font-family: 'Comic Sans MS', 'Bradley Hand', cursive;
  font-size: 0.875rem;
  color: ${(p) => p.theme.colors.text};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const Note = styled.div`
  position: relative;
  display: grid;
  gap: 14px;
  padding: 28px 22px 24px;
  text-align: center;
  background: #fffdf6;
  box-shadow: 0 10px 30px rgba(31, 26, 36, 0.2);
  &::before {
    content: '';
    position: absolute;
    top: -10px;
    left: 50%;
    width: 90px;
    height: 22px;
    transform: translateX(-50%) rotate(-2deg);
    background: rgba(200, 24, 74, 0.35);
  }
  h1 {
    margin: 0;
    font-size: 1.75rem;
    line-height: 1.15;
    color: ${(p) => p.theme.colors.secondary};
    ${media.md} {
      font-size: 2.125rem;
    }
  }
  p {
    margin: 0;
    line-height: 1.5;
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

const Steps = styled.ol`
  display: grid;
  gap: 10px;
  max-width: 1000px;
  margin: 0 auto;
  padding: 28px 16px 12px 40px;
  line-height: 1.5;
  ${media.md} {
    grid-template-columns: repeat(3, 1fr);
    gap: 32px;
    padding: 40px 24px 16px 48px;
  }
`;

const Footer = styled.div`
  max-width: 1000px;
  margin: 0 auto;
  padding: 12px 16px 40px;
`;

function PhotoList({ members, offset, onSignup }: Pick<LanderProps, 'members' | 'onSignup'> & { offset: number }) {
  const { t } = useT('landers');
  return (
    <Side aria-label={t('collage.label')}>
      {members.map((member, i) => (
        <li key={member.id}>
          <Polaroid type="button" $tilt={TILTS[(i + offset) % TILTS.length] ?? 0} onClick={onSignup}>
            <MemberPhoto member={member} eager={i < 3} decorative />
            <Handwriting>
              {member.name}, {member.age}
            </Handwriting>
            <FictionalBadge member={member} />
          </Polaroid>
        </li>
      ))}
    </Side>
  );
}

export default function CollageLander({ campaign, members, onSignup }: LanderProps) {
  const { t } = useT('landers');
  const titleId = useId();
  const stepsId = useId();
  const shown = members.slice(0, SHOWN);
  const half = Math.ceil(shown.length / 2);
  return (
    <>
      <Board aria-labelledby={titleId}>
        <Inner>
          {shown.length > 0 && <PhotoList members={shown.slice(0, half)} offset={0} onSignup={onSignup} />}
          <Note>
            <h1 id={titleId}>{campaign.headline}</h1>
            <p>{campaign.subline || t('collage.empty')}</p>
            <div>
              <SignupButton onSignup={onSignup} />
            </div>
          </Note>
          {shown.length > half && <PhotoList members={shown.slice(half)} offset={half} onSignup={onSignup} />}
        </Inner>
      </Board>
      <section aria-labelledby={stepsId}>
        <VisuallyHidden as="h2" id={stepsId}>
          {t('collage.stepsTitle')}
        </VisuallyHidden>
        <Steps>
          <li>{t('collage.step1')}</li>
          <li>{t('collage.step2')}</li>
          <li>{t('collage.step3')}</li>
        </Steps>
      </section>
      {shown.length > 0 && (
        <Footer>
          <FictionalNotice />
        </Footer>
      )}
    </>
  );
}
