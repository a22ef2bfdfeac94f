import { ruleText } from 'shared-kernel/i18n/rules';
import './i18n';

/** Issue 30: the erase form's own check renders the contract's code from the back office's catalog. */
it('memberCare.eraseReasonRequired names the contract’s minimum', () => {
  expect(ruleText('memberCare.eraseReasonRequired', 'backoffice')).toBe('Vul een reden in (minstens 5 tekens).');
});
