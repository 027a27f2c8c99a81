// `@trellis/contracts/constants`: route paths, texts, event names, business-day helpers and the
// remotes registry, without zod. Start-up code (the shell's frame, a remote's home screen)
// imports from here, so a first screen never downloads the schemas; screens that validate
// forms import them from `@trellis/contracts`, which stays shared through federation.
// Nothing imported here may import zod (src/__tests__/constants.test.ts checks it).
export * from './app-routes';
export * from './routes';
export * from './messages';
export * from './realtime-names';
export * from './business-date';
export * from './remotes';
export * from './remote-preview';
export { INITIAL_COUNTS } from './initial-counts';
export * from './access';
export * from './permissions';
export * from './areas';
// A list's address parameter for its hidden columns, kept by the platform's list parameters.
export { HIDDEN_COLUMNS_PARAM } from './saved-view/lists';
export * from './common/area-descriptor';
// The dashboard's first screen (its figures, panels and calendar legend) draws from these alone.
export * from './dashboard/texts';
export * from './ticket/texts';
export * from './leave/texts';
export * from './notification/texts';
export { hoursToTaskTime } from './lead/values';
// Types only: erased at build time, so they cost nothing at run time.
export type { User } from './user';
export type { Counts } from './counts';
export type { Lead, LeadDetail, LeadStatus } from './lead';
export type { ErrorBody, ErrorCode } from './errors';
export type { RealtimeEnvelope, RealtimePayload } from './realtime';
export type { AppSettings } from './settings';
