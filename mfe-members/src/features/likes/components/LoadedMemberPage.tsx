import type { ReactNode } from 'react';
import type { SignupRequest } from 'shared-kernel/navigation';
import { useT } from 'shared-kernel/i18n';
import { useLocation } from 'shared-kernel/router';
import { Spinner } from 'shared-kernel/ui/Spinner';
import { Loaded } from '../../../components/LoadError';
import { PageFrame } from '../../../components/PageFrame';
import { VisitorCta } from '../../../components/VisitorCta';
import { useResolvedSession } from 'shared-kernel/hooks/useResolvedSession';
import '../../../components/i18n';

export interface MemberOnlyProps {
  /** Why a visitor should log in, e.g. "Log in om je likes te zien." */
  visitorText: string;
  signup: SignupRequest;
  children: ReactNode;
}

/**
 * A page part for logged-in members (SPEC §6: liking needs a login). Visitors get the way to log in
 * (and back here) or sign up; while the session is being asked for, a spinner.
 */
export function MemberOnly({ visitorText, signup, children }: MemberOnlyProps) {
  const { t } = useT('members');
  const { status } = useResolvedSession();
  const { pathname, search } = useLocation();
  if (status === 'unknown') return <Spinner label={t('common.loading')} />;
  if (status === 'anonymous') return <VisitorCta text={visitorText} returnPath={`${pathname}${search}`} signup={signup} />;
  return <>{children}</>;
}

export interface LoadedMemberPageProps<T> {
  /** Where the page's texts are: `{texts}.heading`, `.intro`, `.visitor` and `.loading`. */
  texts: string;
  signup: SignupRequest;
  load: () => Promise<T>;
  /** The page's content with the loaded answer; `reload` loads again. */
  children: (data: T, reload: () => void) => ReactNode;
}

/**
 * A members' page that loads its content: heading and introduction for everyone; for a logged-in
 * member the content once loaded, for a visitor the way to log in or sign up.
 */
export function LoadedMemberPage<T>({ texts, signup, load, children }: LoadedMemberPageProps<T>) {
  const { t } = useT('members');
  return (
    <PageFrame>
      <h1>{t(`${texts}.heading`)}</h1>
      <p>{t(`${texts}.intro`)}</p>
      <MemberOnly visitorText={t(`${texts}.visitor`)} signup={signup}>
        <Loaded load={load} loadingLabel={t(`${texts}.loading`)}>
          {children}
        </Loaded>
      </MemberOnly>
    </PageFrame>
  );
}
