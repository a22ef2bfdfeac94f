import { useEffect } from 'react';
import { useSettings } from 'shared-kernel/stores/settings';
import { ComingSoon } from 'shared-kernel/ui/ComingSoon';

/** A route of this remote that is not built yet: its title (also in the tab) and the kernel notice. */
export default function ComingSoonPage({ title }: { title: string }) {
  const siteName = useSettings()?.name || 'Hartklop';
  useEffect(() => {
    // The shell puts its unread-count prefix back in front when the title changes.
    document.title = `${title} | ${siteName}`;
  }, [title, siteName]);
  return <ComingSoon title={title} />;
}
