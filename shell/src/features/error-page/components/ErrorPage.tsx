import styled from 'styled-components';
import { addResources, useT } from 'shared-kernel/i18n';
import { AppLink } from 'shared-kernel/navigation';
import { ErrorBoundary } from './ErrorBoundary';
import '../../../locales/register';

/** Exact SPEC §8 texts. */
export const ERROR_PAGE_TEXTS = {
  defaultMessage: 'Error',
  notFound: 'This page could not be found',
  failed: 'An error occurred while showing the error page',
} as const;

addResources('shell', {
  nl: { errorPage: { home: 'Naar de homepage' } },
  en: { errorPage: { home: 'Go to the home page' } },
});

export interface ErrorPageProps {
  /** HTTP-like status code; default 500. */
  status?: number;
  /** Message to show; default 'Error', or 'This page could not be found' for 404. */
  message?: string;
}

const Wrapper = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${(p) => p.theme.space(4)};
  min-height: 50vh;
  padding: ${(p) => p.theme.space(10)} ${(p) => p.theme.space(4)};
  text-align: center;
`;

const Heading = styled.h1`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${(p) => p.theme.space(2)};
  margin: 0;
`;

const Status = styled.span`
  font-size: clamp(3rem, 12vw, 6rem);
  font-weight: 800;
  line-height: 1;
  color: ${(p) => p.theme.colors.primary};
`;

const Message = styled.span`
  font-size: 1.25rem;
  font-weight: 600;
  color: ${(p) => p.theme.colors.text};
`;

const HomeLink = styled(AppLink)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 8px 18px;
  font-weight: 600;
  text-decoration: none;
  border-radius: ${(p) => p.theme.radii.pill};
  color: ${(p) => p.theme.colors.onPrimary};
  background: ${(p) => p.theme.colors.primary};

  &:hover {
    background: ${(p) => p.theme.colors.primaryHover};
  }
`;

function ErrorPageContent({ status, message }: { status: number; message: string }) {
  const { t } = useT('shell');
  return (
    <Wrapper aria-labelledby="error-page-heading">
      <Heading id="error-page-heading">
        <Status>{status}</Status>
        <Message>{message}</Message>
      </Heading>
      {status === 404 && <HomeLink href="/">{t('errorPage.home')}</HomeLink>}
    </Wrapper>
  );
}

/**
 * Last-resort view when showing the error page itself fails. Deliberately plain: no theme, no i18n,
 * and a full page load home (resets whatever state broke the page).
 */
export function ErrorPageFallback() {
  return (
    <div role="alert" style={{ padding: '48px 16px', textAlign: 'center' }}>
      <p style={{ margin: '0 0 16px', fontWeight: 600 }}>{ERROR_PAGE_TEXTS.failed}</p>
      <a href="/">Home</a>
    </div>
  );
}

/** SPEC §2/§8 error page: status (default 500) and message (default 'Error'); on 404 a link home. */
export function ErrorPage({ status = 500, message }: ErrorPageProps) {
  const text = message ?? (status === 404 ? ERROR_PAGE_TEXTS.notFound : ERROR_PAGE_TEXTS.defaultMessage);
  return (
    <ErrorBoundary resetKeys={[status, text]} fallback={() => <ErrorPageFallback />}>
      <ErrorPageContent status={status} message={text} />
    </ErrorBoundary>
  );
}
