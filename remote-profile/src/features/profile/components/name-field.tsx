import { NAME_MAX, NAME_MIN, useTexts } from '@app/shared';
import { FormTextField } from '@app/shared/forms';

// The counted errors and their bound: `count` picks the plural form.
const BOUNDS: Readonly<Record<string, number>> = {
  'validation.nameMin': NAME_MIN,
  'validation.nameMax': NAME_MAX,
};

/** The required full name; its error shows, translated, once the field was touched. */
export function NameField() {
  const { t } = useTexts('profile');
  return (
    <FormTextField
      name="name"
      idPrefix="profile"
      label={t('personal.name')}
      autoComplete="name"
      required
      translateError={(error) => (error ? t(error, { count: BOUNDS[error] }) : undefined)}
    />
  );
}
