import type { Api, BodyOf, ResponseOf } from 'shared-kernel/contract';
import { ENDPOINTS } from 'shared-kernel/contract/constants';
import { http } from 'shared-kernel/http';

export type PrivacyAnswer = ResponseOf<Api['privacy']>;
export type PrivacyChange = BodyOf<Api['updatePrivacy']>;

export const fetchPrivacy = (): Promise<PrivacyAnswer> => http.call(ENDPOINTS.privacy);

export const updatePrivacy = (change: PrivacyChange): Promise<PrivacyAnswer> =>
  http.call(ENDPOINTS.updatePrivacy, { body: change });
