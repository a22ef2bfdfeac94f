import type { ComponentType } from 'react';
import type { LanderCampaign, ProfileCard } from 'shared-kernel/contract';

/** A member a lander may show: from the campaign's heroes or the public search (photos first). */
export type LanderMember = ProfileCard;

/**
 * What every lander gets from the framework (`LanderPage`): the resolved campaign (its slug's, or
 * the default one for no or an unknown slug) and the members to show, hero members first.
 */
export interface LanderProps {
  /** The lander's name, as in `/landers/{variant}`. */
  variant: string;
  campaign: LanderCampaign;
  /** Hero members, then the public search with the campaign's filters; empty when none may be shown. */
  members: readonly LanderMember[];
  /** The SPEC signup action (member → /members, phone → /signup, otherwise the signup modal). */
  onSignup: () => void;
}

/** A lander's folder exports its page as default: `variants/<name>/index.tsx`. */
export type LanderComponent = ComponentType<LanderProps>;
export type LanderModule = { default: LanderComponent };

export interface LanderEntry {
  /** The lander's own chunk: loaded only when the lander is visited. */
  load: () => Promise<LanderModule>;
  /** False when the lander takes no `{slug}` (SPEC: `/landers/tinderswipe`): a slug is a 404 there. */
  slugs?: false;
}
