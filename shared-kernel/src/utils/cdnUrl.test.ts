import { cdnUrl } from './cdnUrl';

describe('cdnUrl', () => {
  it('joins the CDN prefix and the file name with one slash', () => {
    expect(cdnUrl('https://cdn.hartklop.nl', 'photos/1.jpg')).toBe('https://cdn.hartklop.nl/photos/1.jpg');
    expect(cdnUrl('https://cdn.hartklop.nl/', '/photos/1.jpg')).toBe('https://cdn.hartklop.nl/photos/1.jpg');
    expect(cdnUrl('', 'photos/1.jpg')).toBe('/photos/1.jpg');
  });

  it('keeps a file name that is already a full address', () => {
    expect(cdnUrl('https://cdn.hartklop.nl', 'https://other.example/x.jpg')).toBe('https://other.example/x.jpg');
  });
});
