import { z } from 'zod';
import { ALWAYS, optionalText, requiredText } from '../../common/form-fields';
import { clearFollowUp, endBeforeStart, leadFieldsObject, report } from '../../lead/fields';
import { LEAD_FORM_DEFAULTS } from '../../lead/texts';
import { LEAD_IMPORT_LABELS } from './leads';

/**
 * A lead's row: the form's fields and its rule that the end is not before the start, with the
 * customer named by account email or code (found when the file is staged) in place of the
 * form's picker. The rules against today (no start date in the past) are left out: a business
 * moving in brings the leads it already worked, as an edit keeps an old lead's dates.
 */
export const leadImportRowSchema = z.preprocess(
  (row) => ({ ...LEAD_FORM_DEFAULTS, ...(row as object) }),
  leadFieldsObject
    .omit({ customer_id: true })
    .extend({
      customer: requiredText(LEAD_IMPORT_LABELS.customer, 320),
      external_ref: optionalText(LEAD_IMPORT_LABELS.external_ref, 100),
      // As long as the customer form lets a name be.
      customer_name: optionalText(LEAD_IMPORT_LABELS.customer_name, 200),
    })
    .superRefine((v, ctx) => report(ctx, endBeforeStart(v)), ALWAYS)
    .transform(clearFollowUp),
);
