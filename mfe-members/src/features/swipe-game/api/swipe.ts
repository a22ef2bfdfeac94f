import type { Api, ResponseOf } from 'shared-kernel/contract';
import { ENDPOINTS } from 'shared-kernel/contract/constants';
import { http } from 'shared-kernel/http';
import { agePreferenceOf, searchStore } from 'shared-kernel/stores/search';

export type SwipeAnswer = ResponseOf<Api['swipe']>;
export type SwipeActionAnswer = ResponseOf<Api['swipeAction']>;

/** GET /api/swipe.php: the next profiles (within the age range of the member's search) and the likes left today. */
export const fetchSwipe = (): Promise<SwipeAnswer> => http.call(ENDPOINTS.swipe, { query: agePreferenceOf(searchStore.get()) });

/** POST /api/swipe.php: "Like" (like true) or "Nee" (false) for one profile. */
export const sendSwipe = (profileId: number, like: boolean): Promise<SwipeActionAnswer> =>
  http.call(ENDPOINTS.swipeAction, { body: { profile_id: profileId, like } });
