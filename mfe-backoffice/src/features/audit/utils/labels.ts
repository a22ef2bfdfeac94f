import { i18n, type useT } from 'shared-kernel/i18n';
import '../i18n';

type TFunction = ReturnType<typeof useT>['t'];

const actionKey = (action: string) => `audit.actions.${action}`;
const targetTypeKey = (type: string) => `audit.targetTypes.${type}`;

/** Whether the back office has a text for an audit action key (`area.verb`). */
export const hasActionText = (action: string): boolean => typeof i18n.getResource('nl', 'backoffice', actionKey(action)) === 'string';

/** Whether the back office has a text for an audit target type. */
export const hasTargetTypeText = (type: string): boolean => typeof i18n.getResource('nl', 'backoffice', targetTypeKey(type)) === 'string';

/** An audit action in words; an entry of an action the API no longer writes keeps its key. */
export const actionText = (t: TFunction, action: string): string => (hasActionText(action) ? t(actionKey(action)) : action);

/** An audit target type in words; an unknown type keeps its key. */
export const targetTypeText = (t: TFunction, type: string): string => (hasTargetTypeText(type) ? t(targetTypeKey(type)) : type);
