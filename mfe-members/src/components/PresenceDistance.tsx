import { Fragment } from 'react';
import styled from 'styled-components';
import type { Presence } from 'shared-kernel/contract/profile-rules';
import { presenceDistanceParts } from './presenceDistance';

/**
 * One line where it fits; on a narrow card the distance wraps below the presence rather than being cut.
 * Each part is an inline block: it moves to the next line as a whole, and only a part wider than the
 * card by itself ("Aktywność w tym tygodniu" on a 390 px phone) wraps inside.
 */
const Line = styled.span`
  display: inline-flex;
  align-items: baseline;
  gap: 6px;
  min-width: 0;
  font-size: 0.875rem;
  color: ${(p) => p.theme.colors.textMuted};
  & > span {
    min-width: 0;
  }
  & > span > span {
    display: inline-block;
    max-width: 100%;
  }
`;

/** The green dot of an online member (the word "Online" says it in text). */
const Dot = styled.i`
  flex: none;
  align-self: center;
  width: 10px;
  height: 10px;
  border-radius: 50%;
  background: #1e8e3e;
`;

export interface PresenceDistanceProps {
  profile: { presence?: Presence | null; distance_km?: number | null };
  className?: string;
}

/**
 * "● Online · 12 km" on a card or a profile: only what the API sends (never for visitors,
 * invisible or blocked members); nothing at all when it sends neither.
 */
export function PresenceDistance({ profile, className }: PresenceDistanceProps) {
  const parts = presenceDistanceParts(profile);
  if (parts.length === 0) return null;
  return (
    <Line
      className={className}
      data-presence={profile.presence ?? undefined}
      data-distance={profile.distance_km ?? undefined}
      data-testid="presence-distance"
    >
      {profile.presence === 'online' && <Dot aria-hidden="true" />}
      <span>
        {parts.map((part, i) => (
          <Fragment key={part}>
            {i > 0 && ' · '}
            <span>{part}</span>
          </Fragment>
        ))}
      </span>
    </Line>
  );
}
