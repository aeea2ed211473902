import { CONDUCT_POINTS, CONDUCT_VERSION, useTexts } from '@app/shared';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useField } from 'formik';

/**
 * The code of conduct an applying Sheikh reads and accepts, in the page's language. The form
 * sends the version in force with the acceptance, so the server keeps which words were agreed.
 */
export function ConductAcceptance({
  translateError,
}: {
  translateError: (error: string | undefined) => string | undefined;
}) {
  const { t } = useTexts('shell');
  const [field, meta] = useField<boolean>({ name: 'acceptedConduct', type: 'checkbox' });
  const error = meta.touched ? translateError(meta.error) : undefined;
  return (
    <Box
      component="section"
      aria-labelledby="conduct-title"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
    >
      <Typography id="conduct-title" variant="subtitle2" component="h3">
        {t('common:conduct.title')}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {t('common:conduct.version', { version: CONDUCT_VERSION })}
      </Typography>
      <Box component="ol" sx={{ m: 0, mt: 1, ps: 2.5, maxHeight: 180, overflowY: 'auto' }}>
        {CONDUCT_POINTS.map((point) => (
          <Typography key={point} component="li" variant="body2" sx={{ mb: 0.5 }}>
            {t(`common:conduct.points.${point}`)}
          </Typography>
        ))}
      </Box>
      <FormControlLabel
        control={
          <Checkbox
            {...field}
            id="field-acceptedConduct"
            slotProps={{ input: { 'aria-invalid': Boolean(error) } }}
          />
        }
        label={t('auth.fields.acceptConduct')}
      />
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}
