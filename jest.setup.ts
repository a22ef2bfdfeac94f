import '@testing-library/jest-dom';

// Cookies a test's code wrote (the entry warning's confirmation, the language) do not carry over to
// the next test, as localStorage is cleared by the tests that depend on it.
afterEach(() => {
  if (typeof document === 'undefined') return;
  for (const part of document.cookie.split(';')) {
    const name = part.split('=', 1)[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
});
