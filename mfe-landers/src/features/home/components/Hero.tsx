import { useId } from 'react';
import styled from 'styled-components';
import { useT } from 'shared-kernel/i18n';
import { AppLink } from 'shared-kernel/navigation';
import { media } from 'shared-kernel/ui';
import { Button } from 'shared-kernel/ui/Button';
import HeartbeatArt from './HeartbeatArt';
import '../i18n';

const Section = styled.section`
  color: #fff;
  background:
    radial-gradient(circle at 85% 20%, rgba(255, 255, 255, 0.14), transparent 45%),
    linear-gradient(135deg, ${(p) => p.theme.colors.secondary} 0%, ${(p) => p.theme.colors.primary} 100%);
`;

const Inner = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: 32px;
  align-items: center;
  max-width: 1140px;
  margin: 0 auto;
  padding: 40px 20px 48px;
  ${media.md} {
    grid-template-columns: 3fr 2fr;
    padding: 72px 24px 80px;
  }
`;

const Art = styled.div`
  display: flex;
  justify-content: center;
  order: -1;
  max-width: 200px;
  margin: 0 auto;
  ${media.md} {
    order: 0;
    max-width: none;
  }
`;

const SiteName = styled.p`
  margin: 0 0 8px;
  font-size: 0.95rem;
  font-weight: 700;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  opacity: 0.9;
`;

const Title = styled.h1`
  margin: 0 0 16px;
  font-size: 2rem;
  line-height: 1.15;
  ${media.md} {
    font-size: 2.75rem;
  }
`;

const Lead = styled.p`
  margin: 0 0 28px;
  max-width: 36em;
  font-size: 1.125rem;
  line-height: 1.6;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px 20px;
`;

const CtaButton = styled(Button)`
  && {
    background: #fff;
    color: ${(p) => p.theme.colors.primary};
    box-shadow: 0 6px 18px rgba(0, 0, 0, 0.2);
  }
  &&:hover:not(:disabled) {
    background: #fff0f4;
    color: ${(p) => p.theme.colors.primaryHover};
  }
  &&:focus-visible {
    outline: 3px solid #fff;
    outline-offset: 3px;
  }
`;

const LoginPrompt = styled.p`
  margin: 0;
  a {
    color: #fff;
    font-weight: 700;
    text-underline-offset: 3px;
  }
  a:focus-visible {
    outline: 3px solid #fff;
    outline-offset: 2px;
    border-radius: 2px;
  }
`;

const Highlights = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 20px;
  margin: 28px 0 0;
  padding: 0;
  list-style: none;
  font-weight: 600;
  li::before {
    content: '✓';
    display: inline-block;
    margin-right: 6px;
  }
`;

export interface HeroProps {
  siteName: string;
  title: string;
  description: string;
  onSignup: () => void;
}

export default function Hero({ siteName, title, description, onSignup }: HeroProps) {
  const { t } = useT('landers');
  const titleId = useId();
  return (
    <Section aria-labelledby={titleId}>
      <Inner>
        <div>
          <SiteName>{siteName}</SiteName>
          <Title id={titleId}>{title}</Title>
          <Lead>{description}</Lead>
          <Actions>
            <CtaButton size="lg" onClick={onSignup}>
              {t('home.signup')}
            </CtaButton>
            <LoginPrompt>
              {t('home.haveAccount')} <AppLink href="/login">{t('home.login')}</AppLink>
            </LoginPrompt>
          </Actions>
          <Highlights aria-label={t('home.highlights.label')}>
            <li>{t('home.highlights.free')}</li>
            <li>{t('home.highlights.adults')}</li>
            <li>{t('home.highlights.noSubscription')}</li>
          </Highlights>
        </div>
        <Art>
          <HeartbeatArt />
        </Art>
      </Inner>
    </Section>
  );
}
