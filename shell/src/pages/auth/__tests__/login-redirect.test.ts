import { loginRedirectTarget } from '../login-redirect';

describe('loginRedirectTarget', () => {
  it('goes to /dashboard when nothing was requested', () => {
    expect(loginRedirectTarget(null, '')).toBe('/dashboard');
  });

  it('uses the location the guard stored in state', () => {
    expect(
      loginRedirectTarget({ from: { pathname: '/tickets', search: '?page=2', hash: '' } }, ''),
    ).toBe('/tickets?page=2');
    expect(loginRedirectTarget({ from: '/customers/edit/4' }, '')).toBe('/customers/edit/4');
  });

  it('falls back to ?redirect= (it survives a reload)', () => {
    expect(loginRedirectTarget(undefined, '?redirect=%2Fleads%3Fstatus%3DNew')).toBe(
      '/leads?status=New',
    );
  });

  it('refuses other origins and public pages', () => {
    expect(loginRedirectTarget(undefined, '?redirect=//evil.example/x')).toBe('/dashboard');
    expect(loginRedirectTarget(undefined, '?redirect=https://evil.example')).toBe('/dashboard');
    expect(loginRedirectTarget({ from: '/login' }, '')).toBe('/dashboard');
  });
});
