// The engineers area's contract: its schemas and texts, and its descriptor.
export * from './engineer/schemas';
export { engineerArea } from './engineer/area';
