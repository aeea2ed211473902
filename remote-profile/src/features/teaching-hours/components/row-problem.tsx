import { useTexts } from '@app/shared';
import FormHelperText from '@mui/material/FormHelperText';
import type { RowProblem } from '../lib/hours-problems';
import { problemText } from '../lib/shown-problems';

/** The id a row's problem is read out by, from the fields it marks. */
export const problemIdOf = (rowKey: string) => `${rowKey}-problem`;

/** A row's problem under its fields, in full width: a phone's narrow inputs have no room for it. */
export function RowProblemText({
  rowKey,
  found,
}: {
  rowKey: string;
  found: RowProblem | undefined;
}) {
  const { t } = useTexts('profile');
  if (!found) return null;
  return (
    <FormHelperText error id={problemIdOf(rowKey)} sx={{ mx: 0 }}>
      {problemText(t, found.problem)}
    </FormHelperText>
  );
}
