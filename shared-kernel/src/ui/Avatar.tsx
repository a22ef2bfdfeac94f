import { useState } from 'react';
import styled from 'styled-components';

const Img = styled.img<{ $size: number }>`
  display: inline-block;
  width: ${(p) => p.$size}px;
  height: ${(p) => p.$size}px;
  object-fit: cover;
  border-radius: 50%;
  background: ${(p) => p.theme.colors.border};
`;

const Initials = styled.span<{ $size: number }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${(p) => p.$size}px;
  height: ${(p) => p.$size}px;
  border-radius: 50%;
  font-weight: 700;
  font-size: ${(p) => Math.round(p.$size * 0.4)}px;
  color: #fff;
  background: ${(p) => p.theme.colors.secondary};
`;

export interface AvatarProps {
  /** Image URL; without it (or when it fails) the initial of `alt` shows. */
  src?: string | null;
  /** Alt text, usually the person's name; its first letter is the fallback. */
  alt: string;
  size?: number;
  /** Load eagerly (above the fold, e.g. the profile header). */
  eager?: boolean;
  className?: string;
}

export function Avatar({ src, alt, size = 48, eager = false, className }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <Initials $size={size} role="img" aria-label={alt} className={className}>
        {alt.trim().charAt(0).toUpperCase() || '?'}
      </Initials>
    );
  }
  return (
    <Img
      $size={size}
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
      className={className}
    />
  );
}
