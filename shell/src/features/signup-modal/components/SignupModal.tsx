import { useEffect, useRef, useState, type ReactNode } from 'react';
import { bus } from 'shared-kernel/bus';
import { addResources, useT } from 'shared-kernel/i18n';
import { Modal } from 'shared-kernel/ui/Modal';
import '../../../locales/register';

addResources('shell', { nl: { signupModal: { title: 'Gratis aanmelden' } } });

/** The route whose arrival closes the modal (SPEC §4: a redirect to login). */
export const LOGIN_PATH = '/login';

export interface SignupModalProps {
  /** The current location.pathname. */
  pathname: string;
  onClose: () => void;
  /** The signup form (mfe-auth's `./signup` parcel). */
  children: ReactNode;
}

/**
 * SPEC §2/§4 signup modal. The close button always closes it; Escape and the backdrop do nothing
 * while a signup is in progress (`signup/progress`). It closes on `signup/closed` and when the page
 * moves to /login. Focus handling is the kernel Modal's.
 */
export function SignupModal({ pathname, onClose, children }: SignupModalProps) {
  const { t } = useT('shell');
  const [inProgress, setInProgress] = useState(false);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const progress = bus.on('signup/progress').subscribe((e) => setInProgress(e.inProgress));
    const closed = bus.on('signup/closed').subscribe(() => onCloseRef.current());
    return () => {
      progress.unsubscribe();
      closed.unsubscribe();
    };
  }, []);

  const previousPath = useRef(pathname);
  useEffect(() => {
    if (pathname !== previousPath.current && pathname === LOGIN_PATH) onCloseRef.current();
    previousPath.current = pathname;
  }, [pathname]);

  return (
    // Wide: the form puts its fields in pairs there, so its submit button is on the first screen of a
    // 1280 × 720 window (issue 27); on a narrow window the form is one column again.
    <Modal open onClose={onClose} title={t('signupModal.title')} lightDismiss={!inProgress} size="lg">
      {children}
    </Modal>
  );
}
