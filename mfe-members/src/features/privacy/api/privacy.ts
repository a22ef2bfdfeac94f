import type { Api, BodyOf, ResponseOf } from 'shared-kernel/contract';
import { API_PATHS } from 'shared-kernel/contract/constants';
import { http } from 'shared-kernel/http';

export type PrivacyAnswer = ResponseOf<Api['privacy']>;
export type PrivacyChange = BodyOf<Api['updatePrivacy']>;

export const fetchPrivacy = (): Promise<PrivacyAnswer> => http.get<PrivacyAnswer>(API_PATHS.privacy);

export const updatePrivacy = (change: PrivacyChange): Promise<PrivacyAnswer> =>
  http.put<ResponseOf<Api['updatePrivacy']>>(API_PATHS.privacy, change);
