import styled from 'styled-components';
import { useT } from 'shared-kernel/i18n';
import { useSettings } from 'shared-kernel/stores/settings';
import type { LanderMember } from '../types';
import '../i18n';

export interface MemberPhotoProps {
  member: LanderMember;
  /** The full photo instead of the thumbnail (large pictures). */
  full?: boolean;
  className?: string;
  /** The first pictures of a lander load at once, the rest when they scroll into view. */
  eager?: boolean;
  /** Decorative when the member's name and age are written beside it. */
  decorative?: boolean;
}

/** A member without a photo: the initial on the site's colours, in the photo's place. */
const Initial = styled.span`
  display: grid;
  place-items: center;
  min-height: 44px;
  font-size: 3rem;
  color: #fff;
  background: #4a2c6f;
`;

/**
 * A stored file's address (the kernel's `cdnUrl`, inlined: as a shared module it would be one more
 * request and chunk on every lander's first visit).
 */
const fileUrl = (prefix: string, file: string): string =>
  /^https?:\/\//.test(file) ? file : `${prefix.replace(/\/+$/, '')}/${file.replace(/^\/+/, '')}`;

/** A member's main photo from the content-delivery prefix, with the member as its alt text. */
export function MemberPhoto({ member, full, className, eager, decorative }: MemberPhotoProps) {
  const { t } = useT('landers');
  const settings = useSettings();
  const alt = decorative ? '' : t('lander.memberAlt', { name: member.name, age: member.age, city: member.city });
  if (!member.main_image) {
    return (
      <Initial className={className} role={decorative ? undefined : 'img'} aria-label={decorative ? undefined : alt} aria-hidden={decorative || undefined}>
        {member.name.slice(0, 1).toUpperCase()}
      </Initial>
    );
  }
  const file = full ? member.main_image.filename : member.main_image.thumb_filename;
  return (
    <img
      className={className}
      src={fileUrl(settings?.cdn_prefix ?? '/', file)}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
