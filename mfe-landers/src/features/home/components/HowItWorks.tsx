import { useId } from 'react';
import styled from 'styled-components';
import { useT } from 'shared-kernel/i18n';
import { media } from 'shared-kernel/ui';
import '../i18n';

const Section = styled.section`
  max-width: 1140px;
  margin: 0 auto;
  padding: 48px 20px;
  ${media.md} {
    padding: 72px 24px;
  }
`;

export const SectionTitle = styled.h2`
  margin: 0 0 8px;
  font-size: 1.75rem;
  text-align: center;
  color: ${(p) => p.theme.colors.secondary};
`;

const Intro = styled.p`
  margin: 0 auto 32px;
  max-width: 36em;
  text-align: center;
  color: ${(p) => p.theme.colors.textMuted};
`;

const Steps = styled.ol`
  display: grid;
  grid-template-columns: 1fr;
  gap: 20px;
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
  ${media.md} {
    grid-template-columns: repeat(3, 1fr);
    gap: 24px;
  }
`;

const Step = styled.li`
  position: relative;
  padding: 56px 24px 24px;
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.lg};
  box-shadow: ${(p) => p.theme.shadows.card};
  counter-increment: step;
  &::before {
    content: counter(step);
    position: absolute;
    top: 16px;
    left: 24px;
    display: grid;
    place-items: center;
    width: 32px;
    height: 32px;
    border-radius: 50%;
    background: ${(p) => p.theme.colors.primary};
    color: ${(p) => p.theme.colors.onPrimary};
    font-weight: 700;
  }
  h3 {
    margin: 0 0 8px;
    font-size: 1.15rem;
  }
  p {
    margin: 0;
    line-height: 1.6;
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

const STEPS = ['step1', 'step2', 'step3'] as const;

export default function HowItWorks() {
  const { t } = useT('landers');
  const titleId = useId();
  return (
    <Section aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{t('home.how.title')}</SectionTitle>
      <Intro>{t('home.how.intro')}</Intro>
      <Steps>
        {STEPS.map((step) => (
          <Step key={step}>
            <h3>{t(`home.how.${step}Title`)}</h3>
            <p>{t(`home.how.${step}Text`)}</p>
          </Step>
        ))}
      </Steps>
    </Section>
  );
}
