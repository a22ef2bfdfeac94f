import { useId } from 'react';
import styled from 'styled-components';
import { useT } from 'shared-kernel/i18n';
import { useSettings } from 'shared-kernel/stores/settings';
import { media } from 'shared-kernel/ui';
import type { LandingMember } from '../api/member';
import { AboutText, FictionalFlag, FictionalWarning, LandingCta, MemberPhoto } from './parts';
import '../i18n';

const Page = styled.section`
  background:
    radial-gradient(circle at 12% 18%, rgba(240, 162, 2, 0.18), transparent 40%),
    radial-gradient(circle at 88% 80%, rgba(200, 24, 74, 0.14), transparent 45%),
    #fbf6ee;
`;

const Inner = styled.div`
  display: grid;
  gap: 28px;
  max-width: 1000px;
  margin: 0 auto;
  padding: 24px 16px 40px;
  ${media.md} {
    grid-template-columns: 360px minmax(0, 1fr);
    gap: 56px;
    align-items: start;
    padding: 56px 24px 64px;
  }
`;

/** A polaroid: the photo with the name written under it, slightly turned. */
const Polaroid = styled.figure`
  justify-self: center;
  width: min(300px, 78vw);
  margin: 8px 0 0;
  padding: 12px 12px 16px;
  background: #fff;
  box-shadow: 0 12px 32px rgba(31, 26, 36, 0.18);
  transform: rotate(-2.5deg);
  ${media.md} {
    width: 100%;
  }
  & > div {
    aspect-ratio: 1;
    overflow: hidden;
    background: #eee;
  }
  & > figcaption {
    margin-top: 12px;
    font-family: 'Segoe Print', 'Bradley Hand', 'Comic Sans MS', cursive;
    font-size: 1.5rem;
    text-align: center;
  }
  @media (prefers-reduced-motion: no-preference) {
    transition: transform 0.3s;
    &:hover {
      transform: rotate(0deg);
    }
  }
`;

const Details = styled.div`
  & > h1 {
    margin: 0 0 12px;
    font-size: 1.75rem;
    line-height: 1.2;
    ${media.md} {
      font-size: 2.5rem;
    }
  }
  & > h2 {
    margin: 24px 0 8px;
    font-size: 1.1rem;
  }
  & > p {
    margin: 0 0 24px;
    font-size: 1.1rem;
    line-height: 1.6;
    white-space: pre-line;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(130px, 1fr));
  gap: 8px;
  margin: 0;
  & > div {
    padding: 10px 12px;
    background: #fff;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radii.md};
  }
  & dt {
    font-size: 0.8rem;
    color: ${(p) => p.theme.colors.textMuted};
  }
  & dd {
    margin: 2px 0 0;
    font-weight: 700;
  }
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  & > li {
    padding: 4px 12px;
    background: #fff0f4;
    border-radius: ${(p) => p.theme.radii.pill};
  }
`;

const Action = styled.div`
  position: sticky;
  bottom: 0;
  padding: 12px 0;
  background: linear-gradient(transparent, #fbf6ee 30%);
  ${media.md} {
    position: static;
    background: none;
  }
`;

/** /members/{id}/landing3/{slug?}: the member's card, a polaroid beside the facts, the own words and one action. */
export default function CardLanding({ member, headline }: { member: LandingMember; headline?: string }) {
  const { t } = useT('landers');
  const settings = useSettings();
  const headingId = useId();
  const site = settings?.name || 'Hartklop';
  const facts: [string, string][] = [[t('memberLanding.card.factAge'), String(member.age)]];
  if (member.city.trim()) facts.push([t('memberLanding.card.factCity'), member.city]);
  if (member.region) facts.push([t('memberLanding.card.factRegion'), member.region]);
  return (
    <Page aria-labelledby={headingId} data-testid="member-landing" data-design="card">
      <Inner>
        <Polaroid>
          <div>
            <MemberPhoto member={member} eager />
          </div>
          <figcaption>
            {member.name}, {member.age}
          </figcaption>
        </Polaroid>
        <Details>
          <h1 id={headingId}>{headline || t('memberLanding.card.title', { name: member.name, site })}</h1>
          <FictionalFlag member={member} />
          <FictionalWarning member={member} />
          <h2>{t('memberLanding.card.facts', { name: member.name })}</h2>
          <Facts>
            {facts.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </Facts>
          {member.interests.length > 0 && (
            <>
              <h2>{t('memberLanding.card.interests')}</h2>
              <Chips>
                {member.interests.slice(0, 8).map((interest) => (
                  <li key={interest}>{interest}</li>
                ))}
              </Chips>
            </>
          )}
          <h2>{t('memberLanding.aboutTitle', { name: member.name })}</h2>
          <p>
            <AboutText member={member} />
          </p>
          <Action>
            <LandingCta member={member} block />
          </Action>
        </Details>
      </Inner>
    </Page>
  );
}
