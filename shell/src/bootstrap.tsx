import { createRoot } from 'react-dom/client';
import { toast } from '@trellis/platform';
import { App } from './app/app';
import { registerRemotesFromRegistry } from './app/remote-registry';

declare global {
  interface Window {
    showToast: typeof toast;
  }
}

window.showToast = toast;

// A registry that cannot be read leaves every remote route in its error state; the shell itself
// (sign-in, layout, account pages) still starts.
void registerRemotesFromRegistry().finally(() => {
  createRoot(document.getElementById('root')!).render(<App />);
});
