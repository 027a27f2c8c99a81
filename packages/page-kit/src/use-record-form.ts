import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import { useServerFieldErrors } from '@trellis/platform';

/**
 * A record form's state, validated by `resolver` (the API's own schema). The fields the last save
 * was refused for (`saveError`'s details) are marked at the fields themselves, for the fields the
 * form starts with.
 */
export function useRecordForm<Input extends FieldValues, Output>(
  resolver: Resolver<Input, unknown, Output>,
  defaultValues: DefaultValues<Input>,
  saveError: unknown,
) {
  const form = useForm<Input, unknown, Output>({ resolver, defaultValues });
  useServerFieldErrors(saveError, form.setError, Object.keys(defaultValues));
  return form;
}
