import type { Api, BodyOf, ResponseOf } from 'shared-kernel/contract';
import { API_PATHS } from 'shared-kernel/contract/constants';
import { http } from 'shared-kernel/http';

export type NotificationSettingsAnswer = ResponseOf<Api['notificationSettings']>;
export type NotificationSettingsChange = BodyOf<Api['updateNotificationSettings']>;
export type DisabledReason = NotificationSettingsAnswer['disabled'][number];

export const fetchNotificationSettings = (): Promise<NotificationSettingsAnswer> =>
  http.get<NotificationSettingsAnswer>(API_PATHS.notifications);

export const updateNotificationSettings = (change: NotificationSettingsChange): Promise<NotificationSettingsAnswer> =>
  http.put<ResponseOf<Api['updateNotificationSettings']>>(API_PATHS.notifications, change);
