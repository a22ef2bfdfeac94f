import { fireEvent, screen } from '@testing-library/react';
import { companyInfoFixture, settingsFixture } from 'shared-kernel/testing/fixtures';
import { companyInfoStore } from 'shared-kernel/stores/companyInfo';
import { settingsStore } from 'shared-kernel/stores/settings';
import { renderWithTheme } from 'shared-kernel/testing/ui';
import FaqPage from './FaqPage';

describe('FaqPage', () => {
  beforeEach(() => {
    settingsStore.set({ ...settingsFixture, refund_days: 14 });
    companyInfoStore.set(companyInfoFixture);
  });

  it('opens and closes an answer with its question button', () => {
    renderWithTheme(<FaqPage />);
    const question = screen.getByRole('button', { name: 'Kan ik mijn geld terugkrijgen?' });
    const answerId = question.getAttribute('aria-controls') as string;
    const answer = document.getElementById(answerId) as HTMLElement;

    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(answer).not.toBeVisible();

    fireEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(answer).toBeVisible();
    expect(answer).toHaveTextContent('binnen 14 dagen na je aankoop');

    fireEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(answer).not.toBeVisible();
  });

  it('puts every question behind its own collapsed disclosure, inside a heading', () => {
    renderWithTheme(<FaqPage />);
    const questions = screen.getAllByRole('button', { expanded: false });
    expect(questions.length).toBeGreaterThanOrEqual(10);
    for (const q of questions) expect(q.closest('h3')).not.toBeNull();
  });
});
