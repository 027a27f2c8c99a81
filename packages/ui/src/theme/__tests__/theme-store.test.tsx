describe('useThemeStore', () => {
  beforeEach(() => {
    jest.resetModules();
    localStorage.clear();
    document.documentElement.classList.remove('dark');
  });

  const load = () => require('../theme-store') as typeof import('../theme-store');

  it('defaults to light with no dark class', () => {
    const { useThemeStore } = load();
    expect(useThemeStore.getState().mode).toBe('light');
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('toggles the dark class and persists the choice across a reload', () => {
    const { useThemeStore } = load();
    useThemeStore.getState().toggle();
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('dark');

    document.documentElement.classList.remove('dark');
    jest.resetModules();
    const reloaded = load();
    expect(reloaded.useThemeStore.getState().mode).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');

    reloaded.useThemeStore.getState().toggle();
    expect(localStorage.getItem('theme')).toBe('light');
    expect(document.documentElement).not.toHaveClass('dark');
  });
});
