import {
  BIO_MAX,
  EXPERIENCE_MAX,
  GENDERS,
  SPECIALIZATIONS,
  TEACHING_LANGUAGES,
  TEACHING_LANGUAGES_MAX,
  useTexts,
} from '@app/shared';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormikContext } from 'formik';
import type { ProfileFormValues } from '../schemas/profile-form-values';
import {
  teachingProfileProblems,
  toggled,
  type TeachingProfileValues,
} from '../schemas/teaching-profile-values';

const NOT_SAID = '';

/**
 * Teachers only: what students read on the public page and filter the list by; fields of the
 * page's one form. Loaded on its own, so students never download it.
 */
export function TeachingProfileCard() {
  const { t } = useTexts(['profile', 'teaching']);
  const form = useFormikContext<ProfileFormValues>();
  const values = form.values.teaching;
  if (!values) return null;
  const problems = teachingProfileProblems(values);
  const set = <K extends keyof TeachingProfileValues>(key: K, value: TeachingProfileValues[K]) =>
    void form.setFieldValue(`teaching.${key}`, value);

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          {t('teachingProfile.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          {t('teachingProfile.description')}
        </Typography>
        <Box
          role="group"
          aria-label={t('teachingProfile.title')}
          sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}
        >
          <TextField
            id="teaching-bio"
            label={t('teachingProfile.bio')}
            value={values.bio}
            onChange={(event) => set('bio', event.target.value)}
            slotProps={{ htmlInput: { dir: 'auto' } }}
            multiline
            minRows={3}
            fullWidth
            error={Boolean(problems.bio)}
            helperText={`${values.bio.trim().length} / ${BIO_MAX}`}
          />
          <TextField
            id="teaching-experience"
            label={t('teachingProfile.experience')}
            placeholder={t('teachingProfile.experienceHint')}
            value={values.experience}
            onChange={(event) => set('experience', event.target.value)}
            slotProps={{ htmlInput: { dir: 'auto' } }}
            fullWidth
            error={Boolean(problems.experience)}
            helperText={`${values.experience.trim().length} / ${EXPERIENCE_MAX}`}
          />
          <FormControl component="fieldset">
            <FormLabel component="legend">{t('teachingProfile.specializations')}</FormLabel>
            <FormGroup row>
              {SPECIALIZATIONS.map((value) => (
                <FormControlLabel
                  key={value}
                  label={t(`teaching:specializations.${value}`)}
                  control={
                    <Checkbox
                      checked={values.specializations.includes(value)}
                      onChange={(event) =>
                        set(
                          'specializations',
                          toggled(
                            SPECIALIZATIONS,
                            values.specializations,
                            value,
                            event.target.checked,
                          ),
                        )
                      }
                    />
                  }
                />
              ))}
            </FormGroup>
          </FormControl>
          <FormControl component="fieldset" error={Boolean(problems.languages)}>
            <FormLabel component="legend">{t('teachingProfile.languages')}</FormLabel>
            <FormGroup row>
              {TEACHING_LANGUAGES.map((value) => (
                <FormControlLabel
                  key={value}
                  label={t(`teaching:languages.${value}`)}
                  control={
                    <Checkbox
                      checked={values.languages.includes(value)}
                      onChange={(event) =>
                        set(
                          'languages',
                          toggled(
                            TEACHING_LANGUAGES,
                            values.languages,
                            value,
                            event.target.checked,
                          ),
                        )
                      }
                    />
                  }
                />
              ))}
            </FormGroup>
            <FormHelperText>
              {t('teachingProfile.languagesMax', { count: TEACHING_LANGUAGES_MAX })}
            </FormHelperText>
          </FormControl>
          <FormControl component="fieldset">
            <FormLabel component="legend">{t('teachingProfile.gender')}</FormLabel>
            <RadioGroup
              row
              value={values.gender}
              onChange={(event) =>
                set('gender', GENDERS.find((gender) => gender === event.target.value) ?? NOT_SAID)
              }
            >
              {GENDERS.map((value) => (
                <FormControlLabel
                  key={value}
                  value={value}
                  control={<Radio />}
                  label={t(`teaching:genders.${value}`)}
                />
              ))}
              <FormControlLabel
                value={NOT_SAID}
                control={<Radio />}
                label={t('teachingProfile.genderNotSaid')}
              />
            </RadioGroup>
          </FormControl>
        </Box>
      </CardContent>
    </Card>
  );
}
