import { RemoteNotFound } from 'shared-kernel/remote/RemoteRoutes';

/** A path this remote was given but does not have: reported to the shell, which shows its 404 page. */
export default function NotFound() {
  return <RemoteNotFound remote="mfe-payments" />;
}
