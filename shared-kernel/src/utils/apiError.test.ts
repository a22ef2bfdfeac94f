import { HttpError } from 'shared-kernel/http';
import { errorText, serverMessage } from './apiError';

const texts = { generic: 'algemeen', network: 'netwerk' };

describe('errorText', () => {
  it("shows the server's text verbatim", () => {
    const error = new HttpError(422, { error: 'validation_failed', message: 'Dit e-mailadres is ongeldig.' });
    expect(errorText(error, texts)).toBe('Dit e-mailadres is ongeldig.');
    expect(serverMessage(error)).toBe('Dit e-mailadres is ongeldig.');
  });

  it('says there is no connection when no answer came', () => {
    expect(errorText(new HttpError(0, null, 'Failed to fetch', 'network_error'), texts)).toBe('netwerk');
  });

  it('falls back to the generic text without a readable message', () => {
    expect(errorText(new HttpError(500, null), texts)).toBe('algemeen');
    expect(errorText(new HttpError(500, { message: '' }), texts)).toBe('algemeen');
    expect(errorText(new Error('boom'), texts)).toBe('algemeen');
  });
});
