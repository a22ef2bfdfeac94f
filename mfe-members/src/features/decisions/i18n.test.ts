import { appealExplanationError } from 'shared-kernel/contract/moderation-rules';
import { i18n, loadLanguage } from 'shared-kernel/i18n';
import { ruleText } from 'shared-kernel/i18n/rules';
import './i18n';

/** Issue 30: the appeal rule answers a code; the form's text is `rules.<code>` of this remote's catalog. */
afterEach(async () => {
  await i18n.changeLanguage('nl');
});

describe('the appeal form’s rule texts (members:rules.moderation.*)', () => {
  it('too short and too long are codes with Dutch texts that name the contract’s limits', () => {
    expect(appealExplanationError('kort')).toBe('moderation.appealTooShort');
    expect(appealExplanationError('x'.repeat(2001))).toBe('moderation.appealTooLong');
    expect(appealExplanationError('Op deze foto sta ik zelf.')).toBeNull();
    expect(ruleText('moderation.appealTooShort', 'members')).toBe('Leg in minstens 10 tekens uit waarom je het niet eens bent met de beslissing.');
    expect(ruleText('moderation.appealTooLong', 'members')).toBe('Je uitleg mag maximaal 2000 tekens lang zijn.');
  });

  it('in German from the remote’s German file', async () => {
    await loadLanguage('de');
    await i18n.changeLanguage('de');
    expect(ruleText('moderation.appealTooShort', 'members')).toBe('Erkläre in mindestens 10 Zeichen, warum du mit der Entscheidung nicht einverstanden bist.');
    expect(ruleText('moderation.appealTooLong', 'members')).toBe('Deine Erklärung darf höchstens 2000 Zeichen lang sein.');
  });
});
