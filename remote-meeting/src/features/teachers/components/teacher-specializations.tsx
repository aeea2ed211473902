import { useTexts } from '@app/shared/core';
import type { Specialization } from '@app/shared';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

/** A teacher's specializations as small chips; nothing when it named none. */
export function TeacherSpecializations({ values }: { values: readonly Specialization[] }) {
  const { t } = useTexts('teaching');
  if (values.length === 0) return null;
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {values.map((value) => (
        <Chip key={value} size="small" variant="outlined" label={t(`specializations.${value}`)} />
      ))}
    </Stack>
  );
}
