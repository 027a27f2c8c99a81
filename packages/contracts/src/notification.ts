// The notifications area's contract: its schemas and texts, and its descriptor.
export * from './notification/schemas';
export { notificationEventSchemas } from './finance-events';
export { notificationArea } from './notification/area';
