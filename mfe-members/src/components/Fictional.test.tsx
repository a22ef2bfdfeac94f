import { fireEvent, screen, within } from '@testing-library/react';
import { settingsFixture } from 'shared-kernel/testing/fixtures';
import { settingsStore } from 'shared-kernel/stores/settings';
import { renderWithTheme } from 'shared-kernel/testing/ui';
import { FictionalWarning } from './Fictional';

const SITE_NOTICE = 'Sommige profielen op Hartklop zijn fictieve profielen, beheerd door medewerkers. Je herkent ze aan het label „fictief profiel”.';

beforeEach(() => settingsStore.set(settingsFixture));

/** jsdom has no layout: the notice's text box reports these heights. */
function textHeights(scrollHeight: number, clientHeight: number) {
  jest.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(scrollHeight);
  jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(clientHeight);
}
afterEach(() => jest.restoreAllMocks());

describe('the fictional-profile notice above a list', () => {
  it('is cut off after two lines, its whole text still in the page, with "meer" to show all of it', () => {
    textHeights(60, 40);
    renderWithTheme(<FictionalWarning scope="list" />);
    const notice = screen.getByTestId('fictional-warning');
    expect(notice).toHaveAttribute('data-compact', 'true');
    // The required disclosure is there word for word (screen readers read all of it).
    expect(notice).toHaveTextContent(SITE_NOTICE);
    const more = within(notice).getByRole('button', { name: 'meer' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    const text = document.getElementById(more.getAttribute('aria-controls')!)!;
    expect(text).toHaveTextContent(SITE_NOTICE);
    expect(getComputedStyle(text).overflow).toBe('hidden');

    fireEvent.click(more);
    const less = within(notice).getByRole('button', { name: 'minder' });
    expect(less).toHaveAttribute('aria-expanded', 'true');
    expect(getComputedStyle(text).overflow).not.toBe('hidden');
    fireEvent.click(less);
    expect(within(notice).getByRole('button', { name: 'meer' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('has no "meer" when the whole text fits (a wide screen)', () => {
    textHeights(20, 20);
    renderWithTheme(<FictionalWarning scope="list" />);
    const notice = screen.getByTestId('fictional-warning');
    expect(notice).toHaveTextContent(SITE_NOTICE);
    expect(within(notice).queryByRole('button')).not.toBeInTheDocument();
  });

  it('on one profile is the profile warning in full, without a disclosure', () => {
    renderWithTheme(<FictionalWarning scope="profile" />);
    const notice = screen.getByTestId('fictional-warning');
    expect(notice).toHaveTextContent(settingsFixture.fictional_warning);
    expect(within(notice).queryByRole('button')).not.toBeInTheDocument();
  });
});
