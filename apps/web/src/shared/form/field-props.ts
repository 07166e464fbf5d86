import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';

/**
 * The props every field component shares. `name` is type-checked against the form's values:
 * a `TextField` only accepts paths holding a string, a `SwitchField` paths holding a boolean…
 *
 * @example <TextField control={form.control} name="slug" /> // inside <FieldLabels area="blog">: "blog.fields.slug"
 */
export interface FieldProps<T extends FieldValues, TOut extends FieldValues, TValue> {
  control: Control<T, unknown, TOut>;
  name: FieldPathByValue<T, TValue>;
  /** Default: the text at `<area>.fields.<name>` of the `FieldLabels` around the form (`useFieldLabel`). */
  label?: string;
  description?: string;
  /** Shows the required mark; the schema is what enforces it. */
  required?: boolean;
}
