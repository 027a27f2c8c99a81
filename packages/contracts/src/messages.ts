/** Texts shared by the forms and the server, in the product's fixed wording. */
export const MESSAGES = {
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 6 characters long',
  invalidResetToken: 'Invalid or missing reset token',
  newPasswordMismatch: 'New password and confirm do not match',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  usernameRequired: 'Full name is required',
  emailTaken: 'Email already exists. Please use a different email.',
  invalidCredentials: 'Invalid email or password',
  engineerUseMobileApp:
    'Engineer accounts sign in with the Trellis mobile app, not the staff web app.',
  currentPasswordWrong: 'Current password is incorrect',
  expiredResetToken: 'This reset link has expired. Please request a new one.',
  usedResetToken: 'This reset link has already been used. Please request a new one.',
  revokedResetToken:
    'This link is no longer valid: a newer one was sent, or the password or email has changed. Please request a new one.',
  imagesOnly: 'Only image files are allowed',
} as const;

export const MIN_PASSWORD_LENGTH = 6;
