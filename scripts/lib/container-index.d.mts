/** The path of the API's generated container index, from the repository root. */
export const CONTAINER_INDEX: string;
/** The text of the container index for the checkout at `root`. */
export function containerIndex(root: string): string;
