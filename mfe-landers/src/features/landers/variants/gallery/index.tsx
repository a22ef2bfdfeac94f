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
import './i18n';

/** The gallery's idea: photos first. A wall of member photos; every photo is a way to sign up. */

const Page = styled.div`
  ${pageFrame(1200, '24px 16px 96px', '40px 24px 56px')}
`;

const Header = styled.header`
  display: grid;
  gap: 12px;
  margin-bottom: 20px;
  ${media.md} {
    grid-template-columns: 1fr auto;
    align-items: end;
    gap: 24px;
  }
  h1 {
    margin: 0;
    font-size: 1.75rem;
    line-height: 1.15;
    color: ${(p) => p.theme.colors.secondary};
    ${media.md} {
      font-size: 2.5rem;
    }
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.colors.textMuted};
    line-height: 1.5;
  }
`;

const Eyebrow = styled.p`
  && {
    font-size: 0.8125rem;
    font-weight: 700;
    letter-spacing: 0.12em;
    text-transform: uppercase;
    color: ${(p) => p.theme.colors.primary};
  }
`;

const Wall = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: 8px;
  margin: 16px 0 24px;
  padding: 0;
  list-style: none;
  ${media.md} {
    grid-template-columns: repeat(4, 1fr);
    gap: 12px;
  }
  /* Every fifth photo is shown large: a gallery, not a search result list. */
  li:nth-child(5n + 1) {
    grid-column: span 2;
    grid-row: span 2;
  }
`;

const Tile = styled.button`
  position: relative;
  display: block;
  width: 100%;
  height: 100%;
  min-height: 44px;
  aspect-ratio: 1;
  padding: 0;
  overflow: hidden;
  border: 0;
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.border};
  cursor: pointer;
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
    transition: transform 0.3s;
  }
  &:hover img {
    transform: scale(1.04);
  }
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    img {
      transition: none;
    }
    &:hover img {
      transform: none;
    }
  }
`;

const Caption = styled.span`
  position: absolute;
  inset: auto 0 0 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 8px;
  padding: 24px 10px 8px;
  color: #fff;
  font-weight: 600;
  text-align: left;
  background: linear-gradient(transparent, rgba(0, 0, 0, 0.72));
`;

const More = styled.section`
  padding: 24px;
  text-align: center;
  border-radius: ${(p) => p.theme.radii.lg};
  background: ${(p) => p.theme.colors.surface};
  box-shadow: ${(p) => p.theme.shadows.card};
  h2 {
    margin: 0 0 8px;
    color: ${(p) => p.theme.colors.secondary};
  }
  p {
    margin: 0 0 16px;
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

/** On a phone the call to action stays in reach while scrolling through the photos. */
const StickyBar = styled.div`
  position: fixed;
  inset: auto 0 0 0;
  z-index: 10;
  padding: 10px 16px calc(10px + env(safe-area-inset-bottom));
  background: rgba(255, 255, 255, 0.96);
  box-shadow: 0 -2px 12px rgba(0, 0, 0, 0.12);
  ${media.md} {
    display: none;
  }
`;

const HeaderCta = styled.div`
  display: none;
  ${media.md} {
    display: block;
  }
`;

export default function GalleryLander({ campaign, members, onSignup }: LanderProps) {
  const { t } = useT('landers');
  const titleId = useId();
  const moreId = useId();
  return (
    <Page>
      <Header aria-labelledby={titleId}>
        <div>
          <Eyebrow>{campaign.region_name ?? t('gallery.eyebrow')}</Eyebrow>
          <h1 id={titleId}>{campaign.headline}</h1>
          <p>{campaign.subline}</p>
        </div>
        <HeaderCta>
          <SignupButton onSignup={onSignup} />
        </HeaderCta>
      </Header>
      {members.length > 0 ? (
        <>
          <FictionalNotice />
          <Wall aria-label={t('gallery.count', { count: members.length })}>
            {members.map((member, index) => (
              <li key={member.id}>
                <Tile type="button" onClick={onSignup}>
                  <MemberPhoto member={member} full={index % 5 === 0} eager={index < 4} decorative />
                  <Caption>
                    <span>{t('gallery.caption', { name: member.name, age: member.age, city: member.city })}</span>
                    <FictionalBadge member={member} />
                  </Caption>
                </Tile>
              </li>
            ))}
          </Wall>
        </>
      ) : (
        <p>{t('gallery.empty')}</p>
      )}
      <More aria-labelledby={moreId}>
        <h2 id={moreId}>{t('gallery.moreTitle')}</h2>
        <p>{t('gallery.moreText')}</p>
        <SignupButton onSignup={onSignup} />
      </More>
      <StickyBar>
        <SignupButton onSignup={onSignup} block />
      </StickyBar>
    </Page>
  );
}
