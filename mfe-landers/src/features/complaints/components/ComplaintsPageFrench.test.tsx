import { fireEvent, screen, waitFor } from '@testing-library/react';
import { i18n, loadLanguage } from 'shared-kernel/i18n';
import { settingsFixture } from 'shared-kernel/mocks/fixtures';
import { dutchWordsIn } from 'shared-kernel/mocks/dutchWords';
import { callsTo, useMockApi } from 'shared-kernel/mocks/testing';
import { renderRemoteAt } from 'shared-kernel/remote/testing';
import { settingsStore } from 'shared-kernel/stores/settings';
import App from '../../../app/App';

/**
 * Issue 27: the notice form (/complaints, a public page) in French, sent empty and wrong: its
 * errors come from the kernel's catalog (kernel:rules.complaints.*, account rules for the e-mail)
 * and hold no Dutch word.
 */
useMockApi();
beforeAll(async () => {
  await loadLanguage('fr');
  await i18n.changeLanguage('fr');
});
afterAll(async () => {
  await i18n.changeLanguage('nl');
});
beforeEach(() => settingsStore.set(settingsFixture));

const form = (): HTMLFormElement => document.querySelector('form')!;
const set = (selector: string, value: string) => fireEvent.change(form().querySelector(selector)!, { target: { value } });
const errorsAfterSubmit = (): string[] => {
  fireEvent.submit(form());
  return screen.queryAllByRole('alert').map((el) => el.textContent ?? '');
};

describe('/complaints in French', () => {
  it('empty: every error in French, nothing sent', async () => {
    renderRemoteAt(App, '/complaints');
    await waitFor(() => expect(document.querySelector('form')).not.toBeNull());
    const errors = errorsAfterSubmit();
    expect(errors.length).toBeGreaterThanOrEqual(5);
    expect(errors.flatMap(dutchWordsIn)).toEqual([]);
    expect(errors).toEqual(expect.arrayContaining(['Saisis ton adresse e-mail.']));
    expect(callsTo('POST', '/api/complaint.php')).toHaveLength(0);
  });

  it('wrong: a short explanation, a one-letter name and a wrong e-mail, in French', async () => {
    renderRemoteAt(App, '/complaints');
    await waitFor(() => expect(document.querySelector('form')).not.toBeNull());
    set('select', 'scam');
    set('textarea', 'Trop court');
    set('input[autocomplete="name"]', 'A');
    set('input[type="email"]', 'amelie@');
    const errors = errorsAfterSubmit();
    expect(errors.length).toBeGreaterThanOrEqual(4);
    expect(errors.flatMap(dutchWordsIn)).toEqual([]);
    expect(errors).toContain('E-mail invalide');
  });
});
