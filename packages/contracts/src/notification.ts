// The notifications area's contract: its schemas and texts, and its descriptor.
export * from './notification/schemas';
export * from './notification/texts';
export { notificationEventSchemas } from './finance-events';
export { notificationArea } from './notification/area';
