import { useId } from 'react';
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
 * The site as a social network: a feed of members with photo posts and the familiar actions (like,
 * comment, follow), a "join" box and suggestions beside it. Every action asks the visitor to join
 * first (the signup action). The feed only states facts: who has a profile, their age and city.
 */

const FEED = 6;
const SUGGESTIONS = 4;

const Layout = styled.div`
  display: grid;
  gap: 16px;
  max-width: 1100px;
  margin: 0 auto;
  padding: 16px 12px 40px;
  background: #eef0f5;
  ${media.md} {
    grid-template-columns: 300px 1fr;
    gap: 24px;
    padding: 32px 24px 56px;
  }
  ${media.lg} {
    grid-template-columns: 280px 1fr 260px;
  }
`;

const Panel = styled.section`
  padding: 16px;
  border-radius: ${(p) => p.theme.radii.md};
  background: #fff;
  box-shadow: ${(p) => p.theme.shadows.card};
  h1,
  h2 {
    margin: 0 0 8px;
    line-height: 1.2;
    color: ${(p) => p.theme.colors.secondary};
  }
  h1 {
    font-size: 1.5rem;
  }
  h2 {
    font-size: 1.0625rem;
  }
  p {
    margin: 0 0 12px;
    line-height: 1.5;
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

const Join = styled(Panel)`
  ${media.md} {
    position: sticky;
    top: 16px;
    align-self: start;
  }
`;

const Feed = styled.ol`
  display: grid;
  gap: 16px;
  margin: 16px 0 0;
  padding: 0;
  list-style: none;
`;

const Post = styled.article`
  overflow: hidden;
  border-radius: ${(p) => p.theme.radii.md};
  background: #fff;
  box-shadow: ${(p) => p.theme.shadows.card};
`;

const PostHead = styled.header`
  display: grid;
  grid-template-columns: 44px 1fr;
  gap: 10px;
  align-items: center;
  padding: 12px 14px;
  img,
  & > span:first-child {
    width: 44px;
    height: 44px;
    border-radius: 50%;
    object-fit: cover;
    font-size: 1rem;
  }
  p {
    margin: 0;
    font-size: 0.875rem;
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

const Author = styled.h3`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 8px;
  margin: 0;
  font-size: 1rem;
  span {
    font-weight: 400;
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

const PostPhoto = styled.div`
  aspect-ratio: 4 / 3;
  background: ${(p) => p.theme.colors.border};
  img,
  & > span {
    display: flex;
    width: 100%;
    height: 100%;
    object-fit: cover;
    font-size: 4rem;
  }
`;

const PostActions = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  border-top: 1px solid ${(p) => p.theme.colors.border};
`;

const Action = styled.button`
  min-height: 48px;
  font: inherit;
  font-weight: 600;
  color: ${(p) => p.theme.colors.textMuted};
  background: none;
  border: 0;
  cursor: pointer;
  &:hover {
    color: ${(p) => p.theme.colors.primary};
    background: #fff5f8;
  }
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: -3px;
  }
`;

const Suggestions = styled(Panel)`
  display: none;
  ${media.lg} {
    display: block;
    align-self: start;
  }
  ul {
    display: grid;
    gap: 10px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const Suggestion = styled.button`
  display: grid;
  grid-template-columns: 44px 1fr;
  gap: 10px;
  align-items: center;
  width: 100%;
  min-height: 44px;
  padding: 4px;
  font: inherit;
  text-align: left;
  background: none;
  border: 0;
  border-radius: ${(p) => p.theme.radii.md};
  cursor: pointer;
  img,
  & > span:first-child {
    width: 44px;
    height: 44px;
    border-radius: 50%;
    object-fit: cover;
    font-size: 1rem;
  }
  &:hover {
    background: #f6f3f7;
  }
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focus};
  }
`;

export default function SocialNetworkLander({ campaign, members, onSignup }: LanderProps) {
  const { t } = useT('landers');
  const titleId = useId();
  const feedId = useId();
  const suggestionsId = useId();
  const feed = members.slice(0, FEED);
  const suggestions = members.slice(FEED, FEED + SUGGESTIONS);
  const actions = [t('social.like'), t('social.comment'), t('social.follow')];
  return (
    <Layout>
      <Join aria-labelledby={titleId}>
        <h1 id={titleId}>{campaign.headline}</h1>
        <p>{campaign.subline}</p>
        <h2>{t('social.joinTitle')}</h2>
        <p>{t('social.joinText')}</p>
        <SignupButton onSignup={onSignup} block />
      </Join>
      <section aria-labelledby={feedId}>
        <h2 id={feedId} hidden>
          {t('social.feedTitle')}
        </h2>
        {feed.length > 0 ? (
          <>
            <FictionalNotice />
            <Feed aria-labelledby={feedId}>
              {feed.map((member, i) => (
                <li key={member.id}>
                  <Post>
                    <PostHead>
                      <MemberPhoto member={member} decorative eager={i < 2} />
                      <div>
                        <Author>
                          {member.name} <span>{t('social.posted')}</span>
                          <FictionalBadge member={member} />
                        </Author>
                        <p>{t('social.from', { age: member.age, city: member.city })}</p>
                      </div>
                    </PostHead>
                    <PostPhoto>
                      <MemberPhoto member={member} full eager={i < 1} />
                    </PostPhoto>
                    <PostActions>
                      {actions.map((action) => (
                        <Action key={action} type="button" onClick={onSignup} aria-label={t('social.actionOn', { action, name: member.name })}>
                          {action}
                        </Action>
                      ))}
                    </PostActions>
                  </Post>
                </li>
              ))}
            </Feed>
          </>
        ) : (
          <Panel>
            <p>{t('social.empty')}</p>
          </Panel>
        )}
      </section>
      {suggestions.length > 0 && (
        <Suggestions aria-labelledby={suggestionsId}>
          <h2 id={suggestionsId}>
            {campaign.region_name ? t('social.suggestionsTitle', { region: campaign.region_name }) : t('social.suggestionsAnywhere')}
          </h2>
          <ul>
            {suggestions.map((member) => (
              <li key={member.id}>
                <Suggestion type="button" onClick={onSignup}>
                  <MemberPhoto member={member} decorative />
                  <span>
                    <strong>{member.name}</strong>, {member.age}
                    <br />
                    {member.city} <FictionalBadge member={member} />
                  </span>
                </Suggestion>
              </li>
            ))}
          </ul>
        </Suggestions>
      )}
    </Layout>
  );
}
