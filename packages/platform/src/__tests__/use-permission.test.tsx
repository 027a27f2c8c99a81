import { act, renderHook } from '@testing-library/react';
import { useSessionStore } from '../session/session-store';
import { usePermission, usePermissions } from '../session/use-permission';
import { fixtures } from '../testing';

const supportDesk = fixtures.user({ permissions: ['read', 'update_tickets'] });

beforeEach(() => useSessionStore.setState({ user: null, status: 'no' }));

describe('usePermission', () => {
  it('says no while nobody is signed in, and for a pending account', () => {
    const { result } = renderHook(() => usePermission('read'));
    expect(result.current).toBe(false);
    act(() =>
      useSessionStore.getState().setUser(fixtures.user({ status: 'pending', permissions: [] })),
    );
    expect(result.current).toBe(false);
  });

  it("follows the signed-in user's permissions, and any one of several is enough", () => {
    useSessionStore.getState().setUser(supportDesk);
    expect(renderHook(() => usePermission('create')).result.current).toBe(false);
    expect(renderHook(() => usePermission('update_tickets')).result.current).toBe(true);
    expect(renderHook(() => usePermission('update', 'update_tickets')).result.current).toBe(true);
    expect(renderHook(() => usePermission('update', 'delete')).result.current).toBe(false);
  });

  it('updates live when the user is reloaded with another role', () => {
    useSessionStore.getState().setUser(supportDesk);
    const { result } = renderHook(() => usePermission('create'));
    const all = renderHook(() => usePermissions());
    expect(result.current).toBe(false);
    act(() => useSessionStore.getState().setUser(fixtures.user()));
    expect(result.current).toBe(true);
    expect(all.result.current).toEqual(fixtures.user().permissions);
  });
});
