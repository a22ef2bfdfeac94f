import { photoFileProblem } from './photoFile';

describe('photo checks', () => {
  it('accepts JPEG, PNG and WebP up to 10 MB', () => {
    expect(photoFileProblem({ type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(photoFileProblem({ type: 'image/png', size: 10 * 1024 * 1024 })).toBeNull();
    expect(photoFileProblem({ type: 'image/webp', size: 5 })).toBeNull();
  });

  it('refuses other types and larger files', () => {
    expect(photoFileProblem({ type: 'image/gif', size: 5 })).toBe('type');
    expect(photoFileProblem({ type: '', size: 5 })).toBe('type');
    expect(photoFileProblem({ type: 'image/jpeg', size: 10 * 1024 * 1024 + 1 })).toBe('size');
  });
});
