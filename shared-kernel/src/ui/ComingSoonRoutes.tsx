import { useEffect } from 'react';
import { Route, Routes } from 'shared-kernel/router';
import { useSettings } from 'shared-kernel/stores/settings';
import { ComingSoon } from 'shared-kernel/ui/ComingSoon';

export interface ComingSoonRoute {
  /** Path relative to the site root, as in the remote's `<Routes>` (e.g. `chats/:id`). */
  path: string;
  /** Translated page title: heading and tab title. */
  title: string;
}

function ComingSoonPage({ title }: { title: string }) {
  const siteName = useSettings()?.name || 'Hartklop';
  useEffect(() => {
    // The shell puts its unread-count prefix back in front when the title changes.
    document.title = `${title} | ${siteName}`;
  }, [title, siteName]);
  return <ComingSoon title={title} />;
}

/**
 * The routes of a remote whose screens are not built yet: each shows the honest "coming" notice
 * under its own title. The root carries `data-remote` so end-to-end tests see which remote rendered;
 * paths the remote does not own render nothing (the shell owns the 404 page).
 */
export function ComingSoonRoutes({ remote, routes }: { remote: string; routes: readonly ComingSoonRoute[] }) {
  return (
    <div data-remote={remote}>
      <Routes>
        {routes.map(({ path, title }) => (
          <Route key={path} path={path} element={<ComingSoonPage title={title} />} />
        ))}
        <Route path="*" element={null} />
      </Routes>
    </div>
  );
}
