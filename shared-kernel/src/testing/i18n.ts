import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { i18n, loadLanguage } from 'shared-kernel/i18n';
import { dutchWordsIn } from 'shared-kernel/testing/dutchWords';
import { settingsFixture } from 'shared-kernel/testing/fixtures';
import { useMockApi } from 'shared-kernel/testing/server';
import { renderRemoteAt } from 'shared-kernel/testing/remote';
import { settingsStore } from 'shared-kernel/stores/settings';

/**
 * Test helper (issue 27): forms on the Belgian site in French, sent empty and wrong, may show no
 * Dutch word. Only tests import it (it is no part of any bundle).
 */

/** Sets up the test file: the mock API, French loaded and chosen (Dutch again afterwards), the site settings. */
export function useFrenchForms(): void {
  useMockApi();
  beforeAll(async () => {
    await loadLanguage('fr');
    await i18n.changeLanguage('fr');
  });
  afterAll(async () => {
    await i18n.changeLanguage('nl');
  });
  beforeEach(() => settingsStore.set(settingsFixture));
}

/** Renders `App` (a remote's App or a page) at `path` and waits for its form. */
export async function renderFormAt(App: ComponentType, path: string): Promise<void> {
  renderRemoteAt(App, path);
  await waitFor(() => expect(document.querySelector('form')).not.toBeNull());
}

/** The form on the page. */
export const form = (): HTMLFormElement => document.querySelector('form')!;

/** Sets a field of the form (an input, select or textarea) to `value`. */
export const setField = (selector: string, value: string) => fireEvent.change(form().querySelector(selector)!, { target: { value } });

/** Sends the form; the errors it then shows (role="alert"), at least one. */
export function errorsAfterSubmit(): string[] {
  fireEvent.submit(form());
  const alerts = screen.queryAllByRole('alert').map((el) => el.textContent ?? '');
  expect(alerts.length).toBeGreaterThan(0);
  return alerts;
}

/** Expects no tell-tale Dutch word in the texts. */
export function expectNoDutch(texts: readonly string[]): void {
  expect(texts.flatMap(dutchWordsIn)).toEqual([]);
}
