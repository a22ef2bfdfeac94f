import type { Api, BodyOf, ResponseOf } from 'shared-kernel/contract';
import { ENDPOINTS } from 'shared-kernel/contract/constants';
import { http } from 'shared-kernel/http';

export type NotificationSettingsAnswer = ResponseOf<Api['notificationSettings']>;
export type NotificationSettingsChange = BodyOf<Api['updateNotificationSettings']>;
export type DisabledReason = NotificationSettingsAnswer['disabled'][number];

export const fetchNotificationSettings = (): Promise<NotificationSettingsAnswer> =>
  http.call(ENDPOINTS.notificationSettings);

export const updateNotificationSettings = (change: NotificationSettingsChange): Promise<NotificationSettingsAnswer> =>
  http.call(ENDPOINTS.updateNotificationSettings, { body: change });
