import { PORTION_UNITS, type AyahRef, type PortionUnit, useTexts } from '@app/shared';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import Button from '@mui/material/Button';
import { ChoiceToggle } from '../../../lib/choice-toggle';
import { fieldsOfAyah, type PortionField, type PortionFields } from '../hifz-portion';
import { PortionFieldsInput } from './portion-fields';

interface Props {
  unit: PortionUnit;
  fields: PortionFields;
  /** The fields that did not hold a whole number when the form was last sent. */
  invalid: readonly PortionField[];
  /** The mushaf's highlighted ayah, which fills an ayat portion in one tap. */
  highlight: AyahRef | null;
  surahName(surah: number): string | null;
  onUnit(unit: PortionUnit): void;
  onFields(fields: PortionFields): void;
}

/**
 * A portion as the Sheikh names it in the Hifz tab (a lane or a homework): its unit, its ends,
 * and "From the highlight", which makes it the highlighted ayah.
 */
export function PortionInput({
  unit,
  fields,
  invalid,
  highlight,
  surahName,
  onUnit,
  onFields,
}: Props) {
  const { t } = useTexts('hifz');
  return (
    <>
      <ChoiceToggle<PortionUnit>
        label={t('form.unit')}
        value={unit}
        onChange={onUnit}
        choices={PORTION_UNITS.map((value) => ({ value, label: t(`units.${value}`) }))}
      />
      <PortionFieldsInput
        unit={unit}
        fields={fields}
        invalid={invalid}
        surahName={surahName}
        onChange={onFields}
      />
      <Button
        size="small"
        startIcon={<MyLocationIcon />}
        disabled={!highlight}
        onClick={() => {
          if (!highlight) return;
          onUnit('ayat');
          onFields(fieldsOfAyah(highlight));
        }}
        sx={{ justifySelf: 'start', mt: -1 }}
      >
        {t('form.fromHighlight')}
      </Button>
    </>
  );
}
