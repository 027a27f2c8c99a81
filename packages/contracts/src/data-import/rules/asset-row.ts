import { z } from 'zod';
import { assetBodySchema } from '../../asset/schemas';
import { ASSET_FORM_DEFAULTS } from '../../asset/texts';

/** An asset's row: the form's schema, with the form's defaults for what the file leaves out. */
export const assetImportRowSchema = z.preprocess(
  (row) => ({ ...ASSET_FORM_DEFAULTS, ...(row as object) }),
  assetBodySchema,
);
