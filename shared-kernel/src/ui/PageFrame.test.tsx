import { screen } from '@testing-library/react';
import { BackLink, PageFrame } from './PageFrame';
import { renderWithTheme } from '../testing/ui';

const styleOf = (el: Element) => window.getComputedStyle(el);

describe('PageFrame', () => {
  it('is the wide column by default and the reading width when narrow', () => {
    renderWithTheme(
      <>
        <PageFrame data-testid="wide">
          <BackLink href="/members">Terug naar zoeken</BackLink>
        </PageFrame>
        <PageFrame $narrow data-testid="narrow">
          <BackLink href="/chats">Alle gesprekken</BackLink>
        </PageFrame>
      </>,
    );
    expect(styleOf(screen.getByTestId('wide')).maxWidth).toBe('1200px');
    expect(styleOf(screen.getByTestId('narrow')).maxWidth).toBe('960px');
    expect(styleOf(screen.getByRole('link', { name: 'Terug naar zoeken' })).marginBottom).toBe('12px');
    expect(styleOf(screen.getByRole('link', { name: 'Alle gesprekken' })).marginBottom).toBe('8px');
  });
});
