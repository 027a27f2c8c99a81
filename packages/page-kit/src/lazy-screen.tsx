import {
  createContext,
  useContext,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { Spinner } from '@trellis/ui/controls';

/** What a screen shows while its chunk loads; `AreaRoutes` gives its forms the area's own. */
export const ScreenLoading = createContext<ReactNode>(<Spinner label="Loading..." showLabel />);

type LoadState = { Component?: ComponentType; error?: unknown };

/**
 * A screen in a chunk of its own, fetched when it first mounts. Unlike `React.lazy` it waits in
 * component state instead of suspending: React holds back the reveal of suspended content until
 * 300 ms after the last loading state appeared, so a chunk that arrives in 20 ms would still keep
 * the screen blank for most of that. A screen whose chunk already arrived renders at once, and
 * one that fails to load throws to the nearest error boundary, which offers a retry.
 */
export function lazyScreen(load: () => Promise<ComponentType>): ComponentType {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const start = () =>
    (loading ??= load().then(
      (Component) => (loaded = Component),
      (error: unknown) => {
        // Forgotten, so that a retry fetches again rather than failing at once.
        loading = undefined;
        throw error;
      },
    ));

  function Screen() {
    const [state, setState] = useState<LoadState>(() => ({ Component: loaded }));
    const fallback = useContext(ScreenLoading);
    useEffect(() => {
      if (state.Component) return;
      let live = true;
      start().then(
        (Component) => live && setState({ Component }),
        (error: unknown) => live && setState({ error }),
      );
      return () => {
        live = false;
      };
    }, [state.Component]);
    if (state.error) throw state.error;
    return state.Component ? <state.Component /> : fallback;
  }
  return Screen;
}
