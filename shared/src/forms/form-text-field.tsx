import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useField } from 'formik';

export type FormTextFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'error' | 'id'> & {
  name: string;
  /** Turns the form's error (a translation key or a server message) into text. */
  translateError: (error: string | undefined) => string | undefined;
  /** Prefix of the input's id, so two forms on one page never share an id. */
  idPrefix?: string;
};

/**
 * A text field bound to Formik; its error shows, translated, once the field was touched.
 * Formik is a federated singleton, so this field finds the form of whichever app renders it.
 */
export function FormTextField({
  name,
  translateError,
  idPrefix = 'field',
  helperText,
  ...props
}: FormTextFieldProps) {
  const [field, meta] = useField<string>(name);
  const error = meta.touched ? translateError(meta.error) : undefined;
  return (
    <TextField
      fullWidth
      {...props}
      {...field}
      id={`${idPrefix}-${name}`}
      error={Boolean(error)}
      helperText={error ?? helperText ?? ' '}
    />
  );
}
