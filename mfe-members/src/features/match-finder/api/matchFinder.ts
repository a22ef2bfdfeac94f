import type { Api, ResponseOf } from 'shared-kernel/contract';
import { API_PATHS } from 'shared-kernel/contract/constants';
import { http } from 'shared-kernel/http';

export type MatchFinderAnswer = ResponseOf<Api['matchFinder']>;
export type MatchCandidate = MatchFinderAnswer['profiles'][number];
export type LikeAnswer = ResponseOf<Api['like']>;

/** GET /api/match-finder.php: suggested profiles with a score and the reasons for it. */
export const fetchMatchFinder = (): Promise<MatchFinderAnswer> => http.get<MatchFinderAnswer>(API_PATHS.matchFinder);

/** POST /api/like.php. */
export const likeProfile = (id: number): Promise<LikeAnswer> => http.post<LikeAnswer>(API_PATHS.like, { profile_id: id });
