/** The localStorage key of the remembered sign-in email. */
export const REMEMBERED_EMAIL_KEY = 'rememberedEmail';

export function readRememberedEmail(): string | null {
  try {
    return localStorage.getItem(REMEMBERED_EMAIL_KEY) || null;
  } catch {
    return null;
  }
}

/** After a successful login: keep the email when Remember me is ticked, forget it otherwise. */
export function saveRememberedEmail(remember: boolean, email: string): void {
  try {
    if (remember) localStorage.setItem(REMEMBERED_EMAIL_KEY, email);
    else localStorage.removeItem(REMEMBERED_EMAIL_KEY);
  } catch {
    // Storage unavailable: the next visit simply starts empty.
  }
}
