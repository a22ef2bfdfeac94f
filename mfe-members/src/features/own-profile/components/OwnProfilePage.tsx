import { useCallback, type ReactNode } from 'react';
import styled from 'styled-components';
import type { OwnPhoto, OwnProfile, Settings } from 'shared-kernel/contract';
import { useResolvedSession } from 'shared-kernel/hooks/useResolvedSession';
import { useLoad } from 'shared-kernel/hooks/useLoad';
import { useT } from 'shared-kernel/i18n';
import { AppLink } from 'shared-kernel/navigation';
import { loadUser } from 'shared-kernel/stores/session';
import { loadSettings } from 'shared-kernel/stores/settings';
import { Spinner } from 'shared-kernel/ui/Spinner';
import { LoadError } from 'shared-kernel/ui/LoadError';
import { PageFrame } from 'shared-kernel/ui/PageFrame';
import { VisitorCta } from 'shared-kernel/ui/MemberOnly';
import { fetchOwnProfile } from '../api/ownProfile';
import { DetailsForm } from './DetailsForm';
import { PhotosSection } from './PhotosSection';
import '../../../components/i18n';
import '../i18n';

const Sections = styled.div`
  display: grid;
  /* One column as wide as the page, never as wide as its widest content (no sideways scrolling on phones). */
  grid-template-columns: minmax(0, 1fr);
  gap: 32px;
  & > section {
    min-width: 0;
    padding: 16px;
    background: ${(p) => p.theme.colors.surface};
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radii.lg};
  }
`;

const Intro = styled.p`
  margin: 0 0 8px;
`;

const PublicLink = styled(AppLink)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  margin: 0 0 24px;
  font-weight: 600;
  color: ${(p) => p.theme.colors.primary};
  text-underline-offset: 3px;
`;

interface Loaded {
  profile: OwnProfile;
  settings: Settings;
}

/**
 * The shell's avatar and its "no main photo" alert follow the session user: ask for it again after
 * a change of name or photos. A failure only leaves the old avatar.
 */
const refreshSessionUser = () => {
  loadUser().catch(() => undefined);
};

function OwnProfileView({ data, onData, sections }: { data: Loaded; onData: (data: Loaded) => void; sections: ReactNode }) {
  const { t } = useT('members');
  const { profile, settings } = data;
  const onPhotos = (photos: OwnPhoto[]) => {
    onData({ settings, profile: { ...profile, photos } });
    refreshSessionUser();
  };
  const onSaved = (saved: OwnProfile) => {
    onData({ settings, profile: saved });
    refreshSessionUser();
  };
  return (
    <>
      <PublicLink href={`/members/${profile.id}`}>{t('ownProfile.viewPublic')}</PublicLink>
      <Sections>
        <PhotosSection photos={profile.photos} limit={profile.photo_limit} cdnPrefix={settings.cdn_prefix} onPhotos={onPhotos} />
        <DetailsForm profile={profile} countries={settings.countries} onSaved={onSaved} />
        {sections}
      </Sections>
    </>
  );
}

function OwnProfileContent({ sections }: { sections: ReactNode }) {
  const { t } = useT('members');
  const load = useCallback(async (): Promise<Loaded> => {
    const [profile, settings] = await Promise.all([fetchOwnProfile(), loadSettings()]);
    return { profile, settings };
  }, []);
  const { state, setData, retry } = useLoad(true, load);
  if (state.status === 'loading') return <Spinner label={t('ownProfile.loading')} />;
  if (state.status === 'failed') return <LoadError error={state.error} onRetry={retry} />;
  return <OwnProfileView data={state.data} onData={setData} sections={sections} />;
}

export interface OwnProfilePageProps {
  /** Sections of other features below the details (each a `<section>`), composed by the app: the received gifts, the privacy settings. */
  sections: ReactNode;
}

/** /profile: the member's own photos and details, then `sections`. Visitors are asked to log in. */
export default function OwnProfilePage({ sections }: OwnProfilePageProps) {
  const { t } = useT('members');
  const { status, user } = useResolvedSession();
  return (
    <PageFrame>
      <h1>{t('ownProfile.heading')}</h1>
      <Intro>{t('ownProfile.intro')}</Intro>
      {status === 'unknown' && <Spinner label={t('common.loading')} />}
      {status === 'anonymous' && <VisitorCta text={t('ownProfile.visitor')} returnPath="/profile" signup={{ source: 'profile' }} />}
      {status === 'authenticated' && <OwnProfileContent key={user?.id} sections={sections} />}
    </PageFrame>
  );
}
