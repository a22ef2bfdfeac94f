import { composeTitle, setPageTitle } from './setPageTitle';

describe('composeTitle', () => {
  it('joins the page name and the site name', () => {
    expect(composeTitle('Algemene voorwaarden', 'Hartklop')).toBe('Algemene voorwaarden | Hartklop');
  });

  it('uses only the site name without a page name or when both are equal', () => {
    expect(composeTitle(undefined, 'Hartklop')).toBe('Hartklop');
    expect(composeTitle('  ', 'Hartklop')).toBe('Hartklop');
    expect(composeTitle('Hartklop', 'Hartklop')).toBe('Hartklop');
  });
});

describe('setPageTitle', () => {
  beforeEach(() => {
    document.title = '';
  });

  it('sets the document title', () => {
    expect(setPageTitle('Privacyverklaring | Hartklop')).toBe('Privacyverklaring | Hartklop');
    expect(document.title).toBe('Privacyverklaring | Hartklop');
  });

  it("keeps the shell's unread-count prefix", () => {
    document.title = '(3) Berichten | Hartklop';
    setPageTitle('Veelgestelde vragen | Hartklop');
    expect(document.title).toBe('(3) Veelgestelde vragen | Hartklop');
    document.title = '(99+) Hartklop';
    setPageTitle('Cookiebeleid | Hartklop');
    expect(document.title).toBe('(99+) Cookiebeleid | Hartklop');
  });

  it('does not treat other parentheses as a count prefix', () => {
    document.title = '(nieuw) Hartklop';
    setPageTitle('Klantenservice | Hartklop');
    expect(document.title).toBe('Klantenservice | Hartklop');
  });
});
