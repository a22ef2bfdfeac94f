import { useEffect, useId, useState } from 'react';
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

/**
 * "Vanavond niet alleen": a night page that starts with the conversation. The real clock says how
 * late it is; each member comes with an opening line, and choosing one is the signup action (the
 * message is sent after signing up, for credits; the page says so).
 */

const STARTERS = ['a', 'b', 'c'] as const;
const SHOWN = 6;

const Night = styled.div`
  color: #f3eefa;
  background:
    radial-gradient(2px 2px at 20% 30%, #fff, transparent),
    radial-gradient(1.5px 1.5px at 70% 12%, #fff, transparent),
    radial-gradient(circle at 88% 8%, rgba(255, 236, 179, 0.35) 0 40px, transparent 41px),
    linear-gradient(180deg, #0c0a24 0%, #231845 55%, #3b1d4f 100%);
`;

const Inner = styled.div`
  ${pageFrame(1100, '28px 16px 40px', '56px 24px 64px')}
`;

const Hero = styled.header`
  max-width: 40em;
  margin-bottom: 28px;
  h1 {
    margin: 0 0 10px;
    font-size: 2.125rem;
    line-height: 1.1;
    ${media.md} {
      font-size: 3rem;
    }
  }
  p {
    margin: 0 0 8px;
    font-size: 1.0625rem;
    line-height: 1.5;
    color: #d9cfee;
  }
`;

const Clock = styled.p`
  && {
    font-variant-numeric: tabular-nums;
    font-weight: 700;
    color: #ffe7a3;
  }
`;

const StartersTitle = styled.h2`
  margin: 0 0 6px;
  font-size: 1.375rem;
`;

const List = styled.ul`
  display: grid;
  gap: 12px;
  margin: 16px 0 24px;
  padding: 0;
  list-style: none;
  ${media.md} {
    grid-template-columns: repeat(2, 1fr);
    gap: 16px;
  }
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: 72px 1fr;
  gap: 12px;
  align-items: start;
  padding: 12px;
  border-radius: ${(p) => p.theme.radii.lg};
  background: rgba(255, 255, 255, 0.08);
  border: 1px solid rgba(255, 255, 255, 0.14);
  img,
  & > span:first-child {
    width: 72px;
    height: 72px;
    object-fit: cover;
    border-radius: 50%;
    border: 2px solid #ffe7a3;
  }
`;

const Name = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px 8px;
  margin: 0 0 8px;
  font-weight: 700;
  span {
    font-weight: 400;
    color: #d9cfee;
  }
`;

const Bubble = styled.button`
  display: block;
  width: 100%;
  min-height: 44px;
  padding: 10px 14px;
  font: inherit;
  text-align: left;
  color: #1f1a24;
  background: #fff;
  border: 0;
  border-radius: 18px 18px 18px 4px;
  cursor: pointer;
  &:hover {
    background: #ffe7a3;
  }
  &:focus-visible {
    outline: 3px solid #ffe7a3;
    outline-offset: 2px;
  }
`;

const Honest = styled.p`
  margin: 12px 0 0;
  font-size: 0.875rem;
  color: #d9cfee;
`;

const pad = (n: number) => String(n).padStart(2, '0');

/** The visitor's own clock, refreshed every half minute. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

export default function AloneTonightLander({ campaign, members, onSignup }: LanderProps) {
  const { t } = useT('landers');
  const titleId = useId();
  const startersId = useId();
  const now = useNow();
  const minutesLeft = 24 * 60 - (now.getHours() * 60 + now.getMinutes());
  const hour = now.getHours();
  return (
    <Night>
      <Inner>
        <Hero aria-labelledby={titleId}>
          <Clock>
            {t('alonetonight.clock', { time: `${pad(now.getHours())}:${pad(now.getMinutes())}` })}{' '}
            {hour >= 18
              ? t('alonetonight.untilMidnight', { hours: Math.floor(minutesLeft / 60), minutes: minutesLeft % 60 })
              : hour < 5
                ? t('alonetonight.afterMidnight')
                : t('alonetonight.daytime')}
          </Clock>
          <h1 id={titleId}>{campaign.headline}</h1>
          <p>{campaign.subline}</p>
          <SignupButton onSignup={onSignup} />
        </Hero>
        <section aria-labelledby={startersId}>
          <StartersTitle id={startersId}>{t('alonetonight.startersTitle')}</StartersTitle>
          <p>{members.length ? t('alonetonight.startersIntro') : t('alonetonight.empty')}</p>
          {members.length > 0 && (
            <>
              <List>
                {members.slice(0, SHOWN).map((member, i) => {
                  const line = t(`alonetonight.starters.${STARTERS[i % STARTERS.length]}`);
                  return (
                    <Item key={member.id}>
                      <MemberPhoto member={member} eager={i < 2} />
                      <div>
                        <Name>
                          {member.name}
                          <span>
                            {member.age} · {member.city}
                          </span>
                          <FictionalBadge member={member} />
                        </Name>
                        <Bubble type="button" onClick={onSignup} aria-label={t('alonetonight.send', { name: member.name, line })}>
                          {line}
                        </Bubble>
                      </div>
                    </Item>
                  );
                })}
              </List>
              <FictionalNotice />
            </>
          )}
          <Honest>{t('alonetonight.honest')}</Honest>
        </section>
      </Inner>
    </Night>
  );
}
