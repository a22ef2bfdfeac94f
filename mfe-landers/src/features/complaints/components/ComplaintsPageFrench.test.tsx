import { errorsAfterSubmit, expectNoDutch, form, renderFormAt, setField, useFrenchForms } from 'shared-kernel/testing/i18n';
import { callsTo } from 'shared-kernel/testing/server';
import App from '../../../app/App';

/**
 * Issue 27: the notice form (/complaints, a public page) in French, sent empty and wrong: its
 * errors come from the remote's own catalog (landers:rules.complaints.*, rules.accounts.* for the e-mail)
 * and hold no Dutch word.
 */
useFrenchForms();

describe('/complaints in French', () => {
  it('empty: every error in French, nothing sent', async () => {
    await renderFormAt(App, '/complaints');
    const errors = errorsAfterSubmit();
    expect(errors.length).toBeGreaterThanOrEqual(5);
    expectNoDutch(errors);
    expect(errors).toEqual(expect.arrayContaining(['Saisis ton adresse e-mail.']));
    expect(callsTo('POST', '/api/complaint.php')).toHaveLength(0);
  });

  it('wrong: a short explanation, a one-letter name and a wrong e-mail, in French', async () => {
    await renderFormAt(App, '/complaints');
    setField('select', 'scam');
    setField('textarea', 'Trop court');
    setField('input[autocomplete="name"]', 'A');
    setField('input[type="email"]', 'amelie@');
    const errors = errorsAfterSubmit();
    expect(errors.length).toBeGreaterThanOrEqual(4);
    expectNoDutch(errors);
    expect(errors).toContain('E-mail invalide');
  });

  it('the categories in French, from this remote’s catalog (issue 30)', async () => {
    await renderFormAt(App, '/complaints');
    const options = [...form().querySelector('select')!.options].map((o) => o.text);
    expect(options).toEqual(['—', 'Faux profil', 'Mineur·e', 'Intimidation ou harcèlement', 'Arnaque', 'Contenu illégal', 'Droit d’auteur', 'Réclamation sur le service']);
    expectNoDutch(options);
  });
});
