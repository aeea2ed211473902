import { useTexts } from '@app/shared/core';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

// The text's licence as its LICENSE file states it (its package.json says CC-BY-4.0; see
// docs/classroom.md). Attribution: name, link, licence.
const TEXT_SOURCE = {
  name: 'quran-json',
  link: 'https://github.com/risan/quran-json',
  licence: 'CC BY-SA 4.0',
  licenceLink: 'https://creativecommons.org/licenses/by-sa/4.0/',
};

/** Where the mushaf's text, layout and font come from, with their licences. */
export function CreditsDialog({ onClose }: { onClose(): void }) {
  const { t } = useTexts('classroom');
  return (
    <Dialog open onClose={onClose} aria-labelledby="mushaf-credits-title">
      <DialogTitle id="mushaf-credits-title">{t('credits.title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1 }}>
        <Typography>
          {t('credits.text', { name: TEXT_SOURCE.name, link: TEXT_SOURCE.link })}
        </Typography>
        <Typography>
          {t('credits.licence', { licence: TEXT_SOURCE.licence })}{' '}
          <Link href={TEXT_SOURCE.licenceLink} target="_blank" rel="noreferrer">
            {TEXT_SOURCE.licenceLink}
          </Link>
        </Typography>
        <Typography>{t('credits.layout')}</Typography>
        <Typography>{t('credits.font')}</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('credits.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
