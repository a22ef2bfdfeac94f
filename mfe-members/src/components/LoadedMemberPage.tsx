import type { ReactNode } from 'react';
import type { SignupRequest } from 'shared-kernel/navigation';
import { useT } from 'shared-kernel/i18n';
import { Loaded } from 'shared-kernel/ui/LoadError';
import { MemberOnly } from 'shared-kernel/ui/MemberOnly';
import { PageFrame } from 'shared-kernel/ui/PageFrame';
import './i18n';

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
