import { useId } from 'react';
import styled from 'styled-components';
import { useT } from 'shared-kernel/i18n';
import { media } from 'shared-kernel/ui';
import { Button } from 'shared-kernel/ui/Button';
import '../i18n';

const Section = styled.section`
  max-width: 760px;
  margin: 0 auto;
  padding: 48px 20px 56px;
  text-align: center;
  ${media.md} {
    padding: 72px 24px;
  }
  h2 {
    margin: 0 0 12px;
    font-size: 1.75rem;
    color: ${(p) => p.theme.colors.secondary};
  }
  p {
    margin: 0 0 24px;
    line-height: 1.6;
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

export default function FinalCta({ onSignup }: { onSignup: () => void }) {
  const { t } = useT('landers');
  const titleId = useId();
  return (
    <Section aria-labelledby={titleId}>
      <h2 id={titleId}>{t('home.final.title')}</h2>
      <p>{t('home.final.text')}</p>
      <Button size="lg" onClick={onSignup}>
        {t('home.signup')}
      </Button>
    </Section>
  );
}
