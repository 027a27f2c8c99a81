import { API_ROUTES } from '@trellis/contracts';

/** GET, PUT and DELETE of one engineer. */
export const engineerPath = (id: number | string) => `${API_ROUTES.engineers}/${id}`;
