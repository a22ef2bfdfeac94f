import styled from 'styled-components';
import { useT } from 'shared-kernel/i18n';
import { media } from 'shared-kernel/ui';
import { Alert } from 'shared-kernel/ui/Alert';
import { LinkButton } from 'shared-kernel/ui/LinkButton';
import { ErrorPanel } from 'shared-kernel/ui/ErrorPanel';
import { Spinner } from 'shared-kernel/ui/Spinner';
import { useRequireLogin } from '../../../hooks/useRequireLogin';
import { useSettingsState } from 'shared-kernel/hooks/useSettingsState';
import { FictionalIcon } from 'shared-kernel/ui/FictionalFlag';
import { siteWordsFit } from 'shared-kernel/stores/settings';
import { serverMessage } from 'shared-kernel/utils/apiError';
import { useSignupMatches } from '../hooks/useSignupMatches';
import { MatchCard } from './MatchCard';
import '../i18n';

export const SIGNUP_MATCHES_PATH = '/signup-matches';
export const MEMBERS_PATH = '/members';

const Page = styled.div`
  max-width: 1000px;
  margin: 0 auto;
  padding: 24px 16px 48px;
  & > h1 {
    margin: 0 0 8px;
    font-size: 1.75rem;
  }
  & > p {
    margin: 0 0 20px;
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;
  margin: 0 0 24px;
  padding: 0;
  list-style: none;
  ${media.sm} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: 16px;
  }
`;

const Warning = styled.p`
  display: flex;
  align-items: flex-start;
  gap: 8px;
  & > img {
    flex: none;
    width: 20px;
    height: 20px;
  }
`;

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** /signup-matches: the first profiles that fit the new member, then on to all members. */
export default function SignupMatchesPage() {
  const { t, i18n } = useT('auth');
  const status = useRequireLogin(SIGNUP_MATCHES_PATH);
  const settingsState = useSettingsState();
  const { state, retry } = useSignupMatches(status === 'authenticated');

  let content;
  if (status !== 'authenticated') {
    content = <Spinner label={t(status === 'anonymous' ? 'signupMatches.redirecting' : 'signupMatches.loading')} />;
  } else if (settingsState.status === 'failed') {
    content = <ErrorPanel title={t('signupMatches.loadFailed')} onRetry={settingsState.retry} />;
  } else if (state.status === 'failed') {
    const detail = serverMessage(state.error);
    content = (
      <ErrorPanel title={t('signupMatches.loadFailed')} onRetry={retry}>
        {detail && <p>{detail}</p>}
      </ErrorPanel>
    );
  } else if (state.status === 'loading' || settingsState.status === 'loading') {
    content = <Spinner label={t('signupMatches.loading')} />;
  } else {
    const { settings } = settingsState;
    const profiles = state.data;
    const fictionalLabel =
      siteWordsFit(settings, i18n.language) && settings.fictional_singular ? capitalize(settings.fictional_singular) : t('signupMatches.fictional');
    const anyFictional = profiles.some((p) => p.fictional);
    content = (
      <>
        {anyFictional && settings.fictional_warning && (
          <Alert variant="info">
            <Warning>
              {settings.fictional_icon && <FictionalIcon icon={settings.fictional_icon} />}
              <span>{settings.fictional_warning}</span>
            </Warning>
          </Alert>
        )}
        {profiles.length === 0 ? (
          <p>{t('signupMatches.empty')}</p>
        ) : (
          <Grid aria-label={t('signupMatches.listLabel')}>
            {profiles.map((profile) => (
              <li key={profile.id}>
                <MatchCard
                  profile={profile}
                  cdnPrefix={settings.cdn_prefix}
                  fictionalIcon={settings.fictional_icon}
                  fictionalLabel={fictionalLabel}
                  fictionalWarning={settings.fictional_warning}
                />
              </li>
            ))}
          </Grid>
        )}
        <LinkButton href={MEMBERS_PATH} $size="lg">
          {t('signupMatches.allMembers')}
        </LinkButton>
      </>
    );
  }

  return (
    <Page>
      <h1>{t('signupMatches.title')}</h1>
      <p>{t('signupMatches.intro')}</p>
      {content}
    </Page>
  );
}
