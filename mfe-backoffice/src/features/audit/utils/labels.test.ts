import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from 'shared-kernel/contract/admin-rules';
import { i18n } from 'shared-kernel/i18n';
import { actionText, hasActionText, hasTargetTypeText, targetTypeText } from './labels';

const t = i18n.getFixedT('nl', 'backoffice');

describe('the audit log in words', () => {
  it('has a Dutch text for every action key the API writes (AUDIT_ACTIONS, the type of its audit entries)', () => {
    expect(AUDIT_ACTIONS.length).toBe(17);
    const missing = AUDIT_ACTIONS.filter((action) => !hasActionText(action));
    expect(missing).toEqual([]);
    for (const action of AUDIT_ACTIONS) {
      expect(actionText(t, action)).not.toBe(action);
      expect(actionText(t, action)).not.toMatch(/^audit\.|[._]/);
    }
    expect(new Set(AUDIT_ACTIONS.map((a) => actionText(t, a))).size).toBe(AUDIT_ACTIONS.length);
  });

  it('says the actions of the issue in Dutch', () => {
    expect(actionText(t, 'staff.sign_in')).toBe('Medewerker aangemeld');
    expect(actionText(t, 'credits.adjust')).toBe('Credits aangepast');
  });

  it('has a Dutch text for every target type', () => {
    expect(AUDIT_TARGET_TYPES.filter((type) => !hasTargetTypeText(type))).toEqual([]);
    expect(targetTypeText(t, 'user')).toBe('Lid');
  });

  it('keeps the key of an action or type it has no text for (old entries)', () => {
    expect(hasActionText('photo.reject')).toBe(false);
    expect(actionText(t, 'photo.reject')).toBe('photo.reject');
    expect(hasActionText('staff')).toBe(false);
    expect(targetTypeText(t, 'gift')).toBe('gift');
  });
});
