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

  it('follows a theme chosen in another tab, and ignores other keys', () => {
    const { useThemeStore } = load();
    const fromAnotherTab = (key: string, newValue: string | null) => {
      if (newValue === null) localStorage.removeItem(key);
      else localStorage.setItem(key, newValue);
      window.dispatchEvent(new StorageEvent('storage', { key, newValue }));
    };
    fromAnotherTab('theme', 'dark');
    expect(useThemeStore.getState().mode).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');

    fromAnotherTab('language', 'light');
    expect(useThemeStore.getState().mode).toBe('dark');

    // Storage cleared elsewhere (a sign-out that wipes it): back to the default.
    fromAnotherTab('theme', null);
    expect(useThemeStore.getState().mode).toBe('light');
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('switches without transitions, and lets them back once the new colours are drawn', async () => {
    const { useThemeStore } = load();
    const paused = () =>
      [...document.head.querySelectorAll('style')].some((style) =>
        style.textContent?.includes('transition: none'),
      );
    useThemeStore.getState().toggle();
    expect(paused()).toBe(true);
    await new Promise((frames) => requestAnimationFrame(() => requestAnimationFrame(frames)));
    await new Promise((frame) => requestAnimationFrame(frame));
    expect(paused()).toBe(false);
  });
});
