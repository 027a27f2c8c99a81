import { createRoot } from 'react-dom/client';
import { toast, useSessionStore } from '@trellis/platform/core';
import { App } from './app/app';
import { registerRemotesFromRegistry } from './app/remote-registry';
import { preloadRemoteAt } from './app/remote-route';

declare global {
  interface Window {
    showToast: typeof toast;
  }
}

window.showToast = toast;

// What a first screen waits for starts at once rather than one after another: the remotes
// registry, the session check and, on a remote's address, that remote's code (a visitor who
// turns out to be signed out needs it right after signing in). A registry that cannot be read
// leaves every remote route in its error state; the shell itself (sign-in, layout, account
// pages) still starts.
void registerRemotesFromRegistry();
void useSessionStore.getState().refreshUser();
preloadRemoteAt(window.location.pathname);
createRoot(document.getElementById('root')!).render(<App />);
