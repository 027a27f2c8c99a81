// The customers area's contract: its schemas and texts, and its descriptor.
export * from './customer/schemas';
export { customerArea } from './customer/area';
