import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { useT } from 'shared-kernel/i18n';
import { media } from 'shared-kernel/ui';
import { Button } from 'shared-kernel/ui/Button';
import { ErrorPanel } from 'shared-kernel/ui/ErrorPanel';
import { Spinner } from 'shared-kernel/ui/Spinner';
import { pageFrame } from '../../../components/pageFrame';
import { useSiteDetails } from '../hooks/useSiteDetails';
import type { SiteDetails } from '../utils/siteDetails';
import { formatVersionDate } from '../utils/termsVersionDate';
import { Prose } from './Prose';
import '../i18n';

const Article = styled.article`
  ${pageFrame(820, '24px 16px 48px', '40px 24px 64px')}
`;

const Header = styled.header`
  margin-bottom: 24px;
  padding-bottom: 16px;
  border-bottom: 3px solid ${(p) => p.theme.colors.primary};
  h1 {
    margin: 0;
    font-size: 1.75rem;
    line-height: 1.2;
    color: ${(p) => p.theme.colors.secondary};
    ${media.md} {
      font-size: 2.25rem;
    }
  }
  p {
    margin: 8px 0 0;
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

export interface StaticPageProps {
  title: string;
  /** A date shown as "Versie van 1 december 2023"; computed from the loaded details. */
  version?: (details: SiteDetails) => Date;
  children: (details: SiteDetails) => ReactNode;
  /**
   * A page written in another language than the site's (the English compliance statement): its
   * `lang` and its own loading and error texts, instead of the site's translations.
   */
  foreign?: { lang: string; loading: string; loadError: string; retry: string };
}

/**
 * Frame of every static page: the title at once, then a spinner while company info and settings
 * load, an inline error with a retry when they fail, and the text when they are there.
 */
export default function StaticPage({ title, version, children, foreign }: StaticPageProps) {
  const { t } = useT('landers');
  const state = useSiteDetails();
  const headingId = useId();
  return (
    <Article lang={foreign?.lang} aria-labelledby={headingId}>
      <Header>
        <h1 id={headingId}>{title}</h1>
        {state.status === 'ready' && version && (
          <p>{t('pages.version', { date: formatVersionDate(version(state)) })}</p>
        )}
      </Header>
      {state.status === 'loading' && <Spinner label={foreign?.loading ?? t('pages.loading')} />}
      {state.status === 'error' &&
        (foreign ? (
          <ErrorPanel title={foreign.loadError}>
            <Button onClick={state.retry}>{foreign.retry}</Button>
          </ErrorPanel>
        ) : (
          <ErrorPanel title={t('pages.loadError')} onRetry={state.retry} />
        ))}
      {state.status === 'ready' && <Prose>{children(state)}</Prose>}
    </Article>
  );
}
