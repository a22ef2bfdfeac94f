import type { ReactNode } from 'react';
import type { SignupRequest } from 'shared-kernel/navigation';
import { useT } from 'shared-kernel/i18n';
import { useLocation } from 'shared-kernel/router';
import { Spinner } from 'shared-kernel/ui/Spinner';
import { VisitorCta } from '../../../components/VisitorCta';
import { useResolvedSession } from '../../../hooks/useResolvedSession';
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
