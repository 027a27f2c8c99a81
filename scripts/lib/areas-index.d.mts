/** The paths of the contracts' generated areas indexes, from the repository root. */
export const AREAS_INDEX: string;
export const AREA_CONTRACTS_INDEX: string;
/** The declared areas of the checkout at `root`: each folder with an area.ts, and its camel name. */
export function declaredAreas(root: string): { folder: string; name: string }[];
/** The texts of the two indexes for the checkout at `root`, before Prettier. */
export function areasIndex(root: string): string;
export function areaContractsIndex(root: string): string;
