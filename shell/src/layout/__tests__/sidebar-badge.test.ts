import { sidebarBadge } from '../sidebar-badge';

describe('sidebarBadge', () => {
  it('is hidden when the count is 0 or less', () => {
    expect(sidebarBadge(0, false, true)).toBeNull();
    expect(sidebarBadge(-2, true, true)).toBeNull();
    expect(sidebarBadge(undefined, false, true)).toBeNull();
  });

  it('caps at 99+ in the wide sidebar', () => {
    expect(sidebarBadge(99, false, true)?.text).toBe('99');
    expect(sidebarBadge(100, false, true)?.text).toBe('99+');
  });

  it('caps at 9+ in the collapsed sidebar', () => {
    expect(sidebarBadge(9, true, true)?.text).toBe('9');
    expect(sidebarBadge(10, true, true)?.text).toBe('9+');
  });

  it('is green when the live connection is up and red when it is down', () => {
    expect(sidebarBadge(3, false, true)?.tone).toBe('success');
    expect(sidebarBadge(3, false, false)?.tone).toBe('danger');
  });
});
