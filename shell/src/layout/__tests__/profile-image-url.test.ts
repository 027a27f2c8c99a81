import { profileImageUrl } from '../profile-image-url';

describe('profileImageUrl', () => {
  it('prefixes a relative path with the page origin', () => {
    expect(profileImageUrl('/api/files/3', 'http://localhost:8080')).toBe(
      'http://localhost:8080/api/files/3',
    );
    expect(profileImageUrl('api/files/3', 'http://localhost:8080/')).toBe(
      'http://localhost:8080/api/files/3',
    );
  });

  it('keeps absolute URLs and has nothing for a missing image', () => {
    expect(profileImageUrl('https://cdn.example/a.png', 'http://localhost:8080')).toBe(
      'https://cdn.example/a.png',
    );
    expect(profileImageUrl(null, 'http://localhost:8080')).toBeNull();
  });
});
