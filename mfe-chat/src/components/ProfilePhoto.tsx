import type { ProfileCard } from 'shared-kernel/contract';
import { useSettings } from 'shared-kernel/stores/settings';
import { Avatar } from 'shared-kernel/ui/Avatar';
import { cdnUrl } from 'shared-kernel/utils/cdnUrl';

/**
 * A profile's round thumbnail (settings.cdn_prefix + thumb_filename, lazy, sized), or the initial.
 * Decorative: the name stands next to it.
 */
export function ProfilePhoto({ profile, size, eager = false }: { profile: ProfileCard; size: number; eager?: boolean }) {
  const prefix = useSettings()?.cdn_prefix ?? '';
  const src = profile.main_image ? cdnUrl(prefix, profile.main_image.thumb_filename) : null;
  return (
    <span aria-hidden="true" style={{ display: 'inline-flex', flex: 'none' }}>
      <Avatar src={src} alt={profile.name} size={size} eager={eager} />
    </span>
  );
}
