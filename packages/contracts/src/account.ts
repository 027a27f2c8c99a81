// The shell's own account screens (sign-in, registration, password, profile) import from here,
// not from the package root: the root is the shared module with every business area's schemas,
// which a visitor to /login has no use for. This entry is bundled into the shell, tree-shaken.
export { API_ROUTES } from './routes';
export { APP_ROUTES } from './app-routes';
export { MESSAGES } from './messages';
export {
  changePasswordFormSchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  passwordStrength,
  registerFormSchema,
  resetPasswordFormSchema,
  type PasswordStrength,
} from './auth';
export {
  IMAGES_ONLY_MESSAGE,
  updateProfileFieldsSchema,
  type UpdateProfileFields,
  type User,
} from './user';
export { ACCESS_MESSAGES, SELF_SERVICE_APP_PATHS, holdsPermission, pagePermission } from './access';
export { PERMISSION_LABELS, type Permission } from './permissions';
