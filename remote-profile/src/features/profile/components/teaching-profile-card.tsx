import {
  AppButton,
  BIO_MAX,
  EXPERIENCE_MAX,
  GENDERS,
  SPECIALIZATIONS,
  TEACHING_LANGUAGES,
  TEACHING_LANGUAGES_MAX,
  type User,
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
import { useSnackbar } from 'notistack';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { saveErrorMessage } from '../api/save-error-message';
import { useUpdateTeachingProfile } from '../api/update-teaching-profile';
import {
  teachingProfileProblems,
  teachingProfileUpdate,
  teachingValuesOf,
  toggled,
  type TeachingProfileValues,
} from '../schemas/teaching-profile-values';

const NOT_SAID = '';

/**
 * Teachers only: what students read on the public page and filter the list by. Loaded on its
 * own, so students never download it.
 */
export function TeachingProfileCard({ user }: { user: User }) {
  const { t } = useTranslation(['profile', 'teaching']);
  const { enqueueSnackbar } = useSnackbar();
  const save = useUpdateTeachingProfile();
  const [values, setValues] = useState<TeachingProfileValues>(() => teachingValuesOf(user));
  const problems = teachingProfileProblems(values);
  const set = <K extends keyof TeachingProfileValues>(key: K, value: TeachingProfileValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (Object.keys(problems).length > 0) return;
    try {
      const saved = await save.mutateAsync(teachingProfileUpdate(values));
      setValues(teachingValuesOf(saved));
      enqueueSnackbar(t('teachingProfile.saved'), { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(saveErrorMessage(t, error), { variant: 'error' });
    }
  };

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
          component="form"
          noValidate
          aria-label={t('teachingProfile.title')}
          onSubmit={(event) => void onSubmit(event)}
          sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}
        >
          <TextField
            id="teaching-bio"
            label={t('teachingProfile.bio')}
            value={values.bio}
            onChange={(event) => set('bio', event.target.value)}
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
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <AppButton type="submit" loading={save.isPending}>
              {t('teachingProfile.submit')}
            </AppButton>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}
