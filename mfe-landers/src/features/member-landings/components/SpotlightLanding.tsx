import { useId } from 'react';
import styled from 'styled-components';
import { useT } from 'shared-kernel/i18n';
import { media } from 'shared-kernel/ui';
import { visuallyHidden } from 'shared-kernel/ui/VisuallyHidden';
import type { LandingMember } from '../api/member';
import { AboutText, FictionalFlag, FictionalWarning, LandingCta, MemberPhoto, placeOf } from './parts';
import '../i18n';

const Stage = styled.section`
  color: #fff;
  background: radial-gradient(circle at 80% 10%, rgba(200, 24, 74, 0.45), transparent 55%), ${(p) => p.theme.colors.secondary};
`;

const Inner = styled.div`
  display: grid;
  max-width: 1080px;
  margin: 0 auto;
  ${media.md} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
    gap: 48px;
    align-items: center;
    padding: 48px 24px 56px;
  }
`;

const PhotoFrame = styled.figure`
  position: relative;
  margin: 0;
  aspect-ratio: 4 / 5;
  max-height: 62vh;
  width: 100%;
  overflow: hidden;
  ${media.md} {
    max-height: none;
    border-radius: ${(p) => p.theme.radii.lg};
    box-shadow: 0 18px 48px rgba(0, 0, 0, 0.35);
  }
  /* On a phone the name sits on the photo, so the first screen shows who and the action. */
  & > figcaption {
    position: absolute;
    inset: auto 0 0;
    padding: 48px 20px 16px;
    background: linear-gradient(transparent, rgba(20, 10, 30, 0.85));
    ${media.md} {
      display: none;
    }
  }
`;

const Kicker = styled.p`
  margin: 0 0 4px;
  font-size: 0.9rem;
  font-weight: 700;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  opacity: 0.85;
`;

const Name = styled.h1`
  margin: 0;
  font-size: 2.25rem;
  line-height: 1.1;
  ${media.md} {
    font-size: 3.5rem;
  }
`;

const Meta = styled.p`
  margin: 6px 0 12px;
  font-size: 1.125rem;
  opacity: 0.92;
`;

const Text = styled.div`
  padding: 20px 20px 32px;
  ${media.md} {
    padding: 0;
  }
  & > [role='alert'],
  & > div[data-testid='fictional-warning'] {
    margin: 16px 0;
    color: ${(p) => p.theme.colors.text};
  }
`;

/** On a phone the name and age are on the photo: here they are for screen readers only, the flag stays. */
const Heading = styled.div`
  ${media.down('md')} {
    & > p,
    & > h1 {
      ${visuallyHidden}
    }
  }
`;

const Quote = styled.blockquote`
  margin: 20px 0 28px;
  padding: 0 0 0 16px;
  font-size: 1.2rem;
  line-height: 1.6;
  border-left: 4px solid ${(p) => p.theme.colors.primary};
  & > p {
    margin: 0;
    white-space: pre-line;
  }
  & > footer {
    margin-top: 8px;
    font-size: 0.9rem;
    opacity: 0.8;
  }
`;

const Note = styled.p`
  margin: 12px 0 0;
  font-size: 0.95rem;
  opacity: 0.85;
`;

/** /members/{id}/landing: the member in the spotlight, a big photo, their own words and one action. */
export default function SpotlightLanding({ member }: { member: LandingMember }) {
  const { t } = useT('landers');
  const headingId = useId();
  const place = placeOf(member);
  const meta = place ? t('memberLanding.ageCity', { age: member.age, city: place }) : t('memberLanding.age', { age: member.age });
  return (
    <Stage aria-labelledby={headingId} data-testid="member-landing" data-design="spotlight">
      <Inner>
        <PhotoFrame>
          <MemberPhoto member={member} eager />
          <figcaption aria-hidden="true">
            <Name as="p">{member.name}</Name>
            <Meta>{meta}</Meta>
          </figcaption>
        </PhotoFrame>
        <Text>
          <Heading>
            <Kicker>{t('memberLanding.spotlight.kicker')}</Kicker>
            <Name id={headingId}>{member.name}</Name>
            <Meta>{meta}</Meta>
            <FictionalFlag member={member} />
          </Heading>
          <FictionalWarning member={member} />
          <Quote>
            <p>
              <AboutText member={member} />
            </p>
            <footer>{t('memberLanding.aboutTitle', { name: member.name })}</footer>
          </Quote>
          <LandingCta member={member} />
          <Note>{t('memberLanding.ctaNote', { name: member.name })}</Note>
        </Text>
      </Inner>
    </Stage>
  );
}
