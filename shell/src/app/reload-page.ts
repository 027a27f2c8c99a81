/** Reloads the page: a module of its own so that tests can replace it (jsdom cannot reload). */
export function reloadPage(): void {
  window.location.reload();
}
