export { Field, fieldErrorId, type FieldProps } from '../components/field';
export { TextInput, type TextInputProps } from '../components/text-input';
export { TextArea, type TextAreaProps } from '../components/text-area';
export { PasswordInput, type PasswordInputProps } from '../components/password-input';
export { Select, type SelectProps, type SelectOption } from '../components/select';
export { Checkbox, type CheckboxProps } from '../components/checkbox';
export { Combobox, type ComboboxProps } from '../components/combobox';
export type { ComboboxOption } from '../components/combobox-item';
export {
  RepeatableRows,
  type RepeatableRowsProps,
  type RepeatableRowsFieldArray,
} from '../components/repeatable-rows';
export {
  DebouncedSearchInput,
  SEARCH_DEBOUNCE_MS,
  type DebouncedSearchInputProps,
} from '../components/debounced-search-input';
export { useDebouncedValue } from '../hooks/use-debounced-value';
