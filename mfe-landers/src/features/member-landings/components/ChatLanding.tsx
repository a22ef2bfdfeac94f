import { useId } from 'react';
import styled from 'styled-components';
import { useT } from 'shared-kernel/i18n';
import { AppLink } from 'shared-kernel/navigation';
import { useSession } from 'shared-kernel/stores/session';
import { useSettings } from 'shared-kernel/stores/settings';
import { media } from 'shared-kernel/ui';
import { VisuallyHidden } from 'shared-kernel/ui/VisuallyHidden';
import type { LandingMember } from '../api/member';
import { AboutText, FictionalFlag, FictionalWarning, LandingCta, MemberPhoto, placeOf } from './parts';
import '../i18n';

const Page = styled.section`
  background: linear-gradient(180deg, #fff0f4 0%, ${(p) => p.theme.colors.background} 70%);
`;

const Inner = styled.div`
  display: grid;
  gap: 28px;
  max-width: 1040px;
  margin: 0 auto;
  padding: 24px 16px 40px;
  ${media.md} {
    grid-template-columns: minmax(0, 1fr) 400px;
    gap: 56px;
    align-items: center;
    padding: 56px 24px 64px;
  }
`;

const Intro = styled.div`
  & > h1 {
    margin: 0 0 12px;
    font-size: 1.75rem;
    line-height: 1.2;
    ${media.md} {
      font-size: 2.5rem;
    }
  }
  & > p {
    margin: 0 0 20px;
    font-size: 1.1rem;
    line-height: 1.6;
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

const Steps = styled.ol`
  display: grid;
  gap: 10px;
  margin: 0 0 24px;
  padding: 0;
  list-style: none;
  counter-reset: step;
  & > li {
    display: flex;
    gap: 12px;
    align-items: center;
    font-weight: 600;
    counter-increment: step;
  }
  & > li::before {
    content: counter(step);
    display: grid;
    flex: none;
    place-items: center;
    width: 32px;
    height: 32px;
    color: #fff;
    background: ${(p) => p.theme.colors.primary};
    border-radius: 50%;
  }
`;

/** The chat window: the member's own words as their first message, and a composer that leads to signup. */
const Window = styled.div`
  overflow: hidden;
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: 24px;
  box-shadow: 0 16px 40px rgba(74, 44, 111, 0.18);
  ${media.md} {
    grid-column: 2;
    grid-row: 1;
  }
`;

const Header = styled.header`
  display: flex;
  gap: 12px;
  align-items: center;
  padding: 14px 16px;
  color: #fff;
  background: ${(p) => p.theme.colors.secondary};
  & strong {
    display: block;
    font-size: 1.1rem;
  }
  & span {
    font-size: 0.9rem;
    opacity: 0.9;
  }
`;

const Avatar = styled.div`
  flex: none;
  width: 56px;
  height: 56px;
  overflow: hidden;
  border: 2px solid #fff;
  border-radius: 50%;
  & > div {
    font-size: 1.5rem;
  }
`;

const Thread = styled.div`
  display: grid;
  gap: 12px;
  padding: 16px;
  background: #faf5fb;
`;

const BigPhoto = styled.div`
  width: 72%;
  aspect-ratio: 1;
  overflow: hidden;
  border-radius: 18px 18px 18px 4px;
`;

const Bubble = styled.figure`
  max-width: 88%;
  margin: 0;
  padding: 12px 14px;
  background: #fff;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: 18px 18px 18px 4px;
  & > blockquote {
    margin: 0;
    line-height: 1.5;
    white-space: pre-line;
  }
  & > figcaption {
    margin-top: 6px;
    font-size: 0.8rem;
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

const Composer = styled(AppLink)`
  display: flex;
  gap: 8px;
  align-items: center;
  min-height: 56px;
  padding: 8px 8px 8px 16px;
  color: ${(p) => p.theme.colors.textMuted};
  text-decoration: none;
  border-top: 1px solid ${(p) => p.theme.colors.border};
  & > span:first-child {
    flex: 1;
  }
  & > span:last-child {
    display: grid;
    place-items: center;
    width: 44px;
    height: 44px;
    color: #fff;
    background: ${(p) => p.theme.colors.primary};
    border-radius: 50%;
  }
  &:hover > span:last-child {
    background: ${(p) => p.theme.colors.primaryHover};
  }
`;

/** /members/{id}/landing2/{slug?}: a conversation waiting to start, opened by the member's own words. */
export default function ChatLanding({ member, headline }: { member: LandingMember; headline?: string }) {
  const { t } = useT('landers');
  const settings = useSettings();
  const headingId = useId();
  const loggedIn = useSession((s) => s.status === 'authenticated');
  const place = placeOf(member);
  const site = settings?.name || 'Hartklop';
  const target = loggedIn ? `/members/${member.id}` : `/members/${member.id}/signup`;
  return (
    <Page aria-labelledby={headingId} data-testid="member-landing" data-design="chat">
      <Inner>
        <Window>
          <Header>
            <Avatar>
              <MemberPhoto member={member} />
            </Avatar>
            <div>
              <strong>{member.name}</strong>
              <span>{place ? t('memberLanding.ageCity', { age: member.age, city: place }) : t('memberLanding.age', { age: member.age })}</span>
            </div>
          </Header>
          <Thread>
            <FictionalFlag member={member} />
            {member.main_image && (
              <BigPhoto>
                <MemberPhoto member={member} eager />
              </BigPhoto>
            )}
            <Bubble>
              <blockquote>
                <AboutText member={member} />
              </blockquote>
              <figcaption>{t('memberLanding.chat.from', { name: member.name })}</figcaption>
            </Bubble>
          </Thread>
          <Composer href={target} aria-label={t('memberLanding.cta', { name: member.name })}>
            <span>{t('memberLanding.chat.composer', { name: member.name })}</span>
            <span aria-hidden="true">➤</span>
          </Composer>
        </Window>
        <Intro>
          <h1 id={headingId}>{headline || t('memberLanding.chat.title', { name: member.name })}</h1>
          <p>{t('memberLanding.chat.intro', { name: member.name, site })}</p>
          <FictionalWarning member={member} />
          <VisuallyHidden as="h2">{t('memberLanding.chat.steps')}</VisuallyHidden>
          <Steps>
            <li>{t('memberLanding.chat.step1')}</li>
            <li>{t('memberLanding.chat.step2')}</li>
            <li>{t('memberLanding.chat.step3', { name: member.name })}</li>
          </Steps>
          <LandingCta member={member} />
        </Intro>
      </Inner>
    </Page>
  );
}
