import type { Api, ResponseOf } from 'shared-kernel/contract';
import { ENDPOINTS } from 'shared-kernel/contract/constants';
import { http } from 'shared-kernel/http';
import { agePreferenceOf, searchStore } from 'shared-kernel/stores/search';

export type MatchFinderAnswer = ResponseOf<Api['matchFinder']>;
export type MatchCandidate = MatchFinderAnswer['profiles'][number];
export type LikeAnswer = ResponseOf<Api['like']>;

/** GET /api/match-finder.php: suggested profiles (within the age range of the member's search) with a score and the reasons for it. */
export const fetchMatchFinder = (): Promise<MatchFinderAnswer> => http.call(ENDPOINTS.matchFinder, { query: agePreferenceOf(searchStore.get()) });

/** POST /api/like.php. */
export const likeProfile = (id: number): Promise<LikeAnswer> => http.call(ENDPOINTS.like, { body: { profile_id: id } });
