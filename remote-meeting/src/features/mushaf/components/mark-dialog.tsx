import {
  apiErrorText,
  MARK_KINDS,
  MARK_NOTE_MAX,
  MARK_SUB_RULES,
  type MarkKind,
  type MarkSubRule,
  type MistakeMark,
  type NewMistakeMark,
} from '@app/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { markLabel } from '../mark-labels';
import { QURAN_FONT } from '../quran-font';
import type { WordTarget } from './mushaf-page';

interface Props {
  target: WordTarget;
  existing: readonly MistakeMark[];
  onSave(mark: NewMistakeMark): Promise<void>;
  onRemove(mark: MistakeMark): Promise<void>;
  onClose(): void;
}

/** The teacher's choice for a tapped word: the kind, its rule or slip, and a short note. */
export function MarkDialog({ target, existing, onSave, onRemove, onClose }: Props) {
  const { t } = useTranslation('classroom');
  const [kind, setKind] = useState<MarkKind>('tajweed');
  const [subRule, setSubRule] = useState<MarkSubRule | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const rules: readonly MarkSubRule[] = MARK_SUB_RULES[kind];
  const ready = rules.length === 0 || subRule !== null;

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      onClose();
    } catch (caught) {
      setError(apiErrorText(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="mark-dialog-title" fullWidth maxWidth="xs">
      <DialogTitle id="mark-dialog-title">{t('marks.title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography>
          {t('marks.word', { word: '' })}
          <span lang="ar" dir="rtl" style={{ fontFamily: QURAN_FONT, fontSize: 22 }}>
            {target.text}
          </span>{' '}
          ({target.surah}:{target.ayah})
        </Typography>
        {existing.length > 0 && (
          <>
            <Typography variant="subtitle2">{t('marks.existing')}</Typography>
            <List dense disablePadding>
              {existing.map((mark) => (
                <ListItem
                  key={mark.id}
                  disableGutters
                  secondaryAction={
                    <Button size="small" disabled={busy} onClick={() => run(() => onRemove(mark))}>
                      {t('marks.remove')}
                    </Button>
                  }
                >
                  <ListItemText primary={markLabel(mark, t)} secondary={mark.note} />
                </ListItem>
              ))}
            </List>
          </>
        )}
        <Typography variant="subtitle2" id="mark-kind">
          {t('marks.kind')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-labelledby="mark-kind"
          value={kind}
          onChange={(_, value: MarkKind | null) => {
            if (!value) return;
            setKind(value);
            setSubRule(null);
          }}
        >
          {MARK_KINDS.map((value) => (
            <ToggleButton key={value} value={value}>
              {t(`marks.kinds.${value}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {rules.length > 0 && (
          <>
            <Typography variant="subtitle2" id="mark-sub-rule">
              {t('marks.subRule')}
            </Typography>
            <ToggleButtonGroup
              exclusive
              size="small"
              aria-labelledby="mark-sub-rule"
              value={subRule}
              onChange={(_, value: MarkSubRule | null) => setSubRule(value)}
              sx={{ flexWrap: 'wrap' }}
            >
              {rules.map((value) => (
                <ToggleButton key={value} value={value}>
                  {t(`marks.subRules.${value}`)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </>
        )}
        <TextField
          label={t('marks.note')}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          slotProps={{ htmlInput: { maxLength: MARK_NOTE_MAX } }}
          size="small"
        />
        {error && <Alert severity="error">{error}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('marks.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!ready || busy}
          onClick={() =>
            run(() =>
              onSave({
                surah: target.surah,
                ayah: target.ayah,
                word: target.word,
                kind,
                subRule,
                note: note.trim() || null,
              }),
            )
          }
        >
          {t('marks.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
