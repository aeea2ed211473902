import Alert from '@mui/material/Alert';

interface FormFailureProps {
  /** Why the last submit failed, already in the reader's language; nothing shows without one. */
  message: string | null;
}

/** A form's failure from the server, announced to screen readers as it appears. */
export function FormFailure({ message }: FormFailureProps) {
  if (!message) return null;
  return (
    <Alert severity="error" role="alert">
      {message}
    </Alert>
  );
}
