import { HIFZ_GRADES, type HifzGrade, useTexts } from '@app/shared';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

interface Props {
  value: HifzGrade | null;
  onChange(grade: HifzGrade): void;
  disabled?: boolean;
}

/** The recording's grade, the lanes' four: a tap on the chosen one keeps it. */
export function GradeChoice({ value, onChange, disabled }: Props) {
  const { t } = useTexts('homework');
  return (
    <ToggleButtonGroup
      exclusive
      fullWidth
      size="small"
      color="primary"
      value={value}
      aria-label={t('review.grade')}
      disabled={disabled}
      data-testid="review-grade"
      onChange={(_event, next: HifzGrade | null) => next && onChange(next)}
    >
      {HIFZ_GRADES.map((grade) => (
        <ToggleButton key={grade} value={grade} data-testid={`review-grade-${grade}`}>
          {t(`hifz:grades.${grade}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
