/**
 * Moderation and notice-and-action decisions (issue 18, EU Digital Services Act art. 17 and 20): the
 * reasons a moderator can give and what each means for the member's statement of reasons, without
 * zod, so the back office and the member's own profile show the same Dutch texts the server stores.
 */
import type { EndpointRef } from 'shared-kernel/contract/constants';

/** Why a photo or a profile text is rejected, or why an account is restricted. */
export const MODERATION_REASONS = [
  'nudity',
  'not_own_photo',
  'no_person',
  'contact_details',
  'offensive',
  'minor',
  'harassment',
  'scam',
  'fake_profile',
  'illegal_content',
  'copyright',
] as const;
export type ModerationReason = (typeof MODERATION_REASONS)[number];

/** Reasons a moderator may give when rejecting a photo or a profile text. */
export const CONTENT_REASONS: readonly ModerationReason[] = ['nudity', 'not_own_photo', 'no_person', 'contact_details', 'offensive', 'minor', 'copyright'];

export interface ReasonText {
  /** Short label (the back office's choice). */
  label: string;
  /** The facts and circumstances, as the member reads them. */
  facts: string;
  /** The ground: the law, or the terms and conditions. */
  groundKind: 'terms' | 'law';
  ground: string;
}

const TERMS = 'artikel "Gedragsregels en inhoud van profielen"';

export const MODERATION_REASON_TEXTS: Record<ModerationReason, ReasonText> = {
  nudity: {
    label: 'Naakt of seksueel expliciet',
    facts: 'De inhoud toont naakt of seksueel expliciete beelden of tekst, wat op profielen niet is toegestaan.',
    groundKind: 'terms',
    ground: TERMS,
  },
  not_own_photo: {
    label: 'Niet je eigen foto',
    facts: 'De foto lijkt niet van jou te zijn (bijvoorbeeld een foto van een bekend persoon of van internet).',
    groundKind: 'terms',
    ground: TERMS,
  },
  no_person: {
    label: 'Geen herkenbare persoon',
    facts: 'Op de foto staat geen herkenbare persoon (bijvoorbeeld een tekening, logo of landschap).',
    groundKind: 'terms',
    ground: TERMS,
  },
  contact_details: {
    label: 'Contactgegevens of reclame',
    facts: 'De inhoud bevat contactgegevens, links of reclame, wat op profielen niet is toegestaan.',
    groundKind: 'terms',
    ground: TERMS,
  },
  offensive: {
    label: 'Beledigend of haatdragend',
    facts: 'De inhoud is beledigend, discriminerend, haatdragend of gewelddadig.',
    groundKind: 'terms',
    ground: TERMS,
  },
  minor: {
    label: 'Minderjarige',
    facts: 'De inhoud of het account lijkt van of over iemand jonger dan 18 jaar.',
    groundKind: 'law',
    ground: 'Wetboek van Strafrecht, artikel 240b, en de leeftijdsgrens van 18 jaar in de algemene voorwaarden',
  },
  harassment: {
    label: 'Intimidatie of lastigvallen',
    facts: 'Andere leden zijn via dit account lastiggevallen, bedreigd of beledigd.',
    groundKind: 'terms',
    ground: TERMS,
  },
  scam: {
    label: 'Oplichting',
    facts: 'Via dit account is om geld of betaalgegevens gevraagd of is geprobeerd leden op te lichten.',
    groundKind: 'law',
    ground: 'Wetboek van Strafrecht, artikel 326 (oplichting)',
  },
  fake_profile: {
    label: 'Nepprofiel',
    facts: 'Het profiel geeft een valse identiteit weer of is een tweede account van dezelfde persoon.',
    groundKind: 'terms',
    ground: TERMS,
  },
  illegal_content: {
    label: 'Illegale inhoud',
    facts: 'De inhoud is in strijd met de wet.',
    groundKind: 'law',
    ground: 'Nederlands recht, zoals gemeld en door ons beoordeeld',
  },
  copyright: {
    label: 'Auteursrecht',
    facts: 'De inhoud is zonder toestemming van de rechthebbende geplaatst.',
    groundKind: 'law',
    ground: 'Auteurswet, artikel 1',
  },
};

/** What we did, as the statement names it. */
export const STATEMENT_DECISIONS = ['content_removed', 'account_suspended', 'account_banned'] as const;
export type StatementDecision = (typeof STATEMENT_DECISIONS)[number];

export const STATEMENT_DECISION_LABELS: Record<StatementDecision, string> = {
  content_removed: 'Inhoud verwijderd',
  account_suspended: 'Account tijdelijk geblokkeerd',
  account_banned: 'Account geblokkeerd',
};

/** How the member can contest a decision (DSA art. 17(3)(f), art. 20 and 21). */
export const STATEMENT_REDRESS =
  'Ben je het niet eens met deze beslissing? Maak binnen 6 maanden bezwaar met de knop "Bezwaar maken" bij deze ' +
  'beslissing op je profielpagina, of via de klantenservice als je niet kunt inloggen. Een medewerker die niet bij ' +
  'het eerste besluit betrokken was, beoordeelt je bezwaar. Je kunt je ook wenden tot een erkende instantie voor ' +
  'geschillenbeslechting buiten de rechter of tot de rechter.';

/** Whether automation was used (DSA art. 17(3)(c)): every decision here is a person's. */
export const STATEMENT_AUTOMATION_TEXT = 'Nee: deze beslissing is genomen door een medewerker, zonder geautomatiseerde detectie.';

export const APPEAL_LIMITS = { explanationMin: 10, explanationMax: 2000 } as const;

/** A member may appeal within 6 months of the decision (DSA art. 20(1)). */
export const APPEAL_PERIOD_DAYS = 183;

export function appealExplanationError(value: string): string | null {
  const length = value.trim().length;
  if (length < APPEAL_LIMITS.explanationMin) return 'moderation.appealTooShort';
  if (length > APPEAL_LIMITS.explanationMax) return 'moderation.appealTooLong';
  return null;
}

/**
 * The member-facing endpoints of moderation, kept here rather than in `constants` (the first load of
 * every page): only the own profile page needs them.
 */
export const MODERATION_ENDPOINTS = {
  ownStatements: { method: 'GET', path: '/api/decisions.php' } as EndpointRef<'ownStatements'>,
  appeal: { method: 'POST', path: '/api/appeal.php' } as EndpointRef<'appeal'>,
};
