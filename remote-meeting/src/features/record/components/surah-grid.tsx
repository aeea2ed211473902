import type { SurahStatus } from '@app/shared';
import { SURAH_STATUSES, useTexts } from '@app/shared';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState, type MouseEvent } from 'react';
import { surahNameIn, type SurahEntry } from '../../../lib/quran/page-text';
import { STATUS_COLOURS, StatusIcon, statusTextColour } from './surah-status-style';

interface Props {
  statuses: readonly SurahStatus[];
  surahs: readonly SurahEntry[];
  /** Present when the reader may set statuses (a teacher who taught the student). */
  onSet?(surah: number, status: SurahStatus): void;
}

/**
 * The 114 surahs as small bars with their status's colour and icon; a teacher sets a status
 * from its menu.
 */
export function SurahGrid({ statuses, surahs, onSet }: Props) {
  const { t, i18n } = useTexts('classroom');
  const [menu, setMenu] = useState<{ anchor: HTMLElement; surah: number } | null>(null);
  const nameOf = (surah: number) => surahNameIn(surahs, surah, i18n.language) ?? String(surah);
  return (
    <>
      <Box
        role="list"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(42px, 1fr))',
          gap: 0.5,
        }}
      >
        {statuses.map((status, index) => {
          const surah = index + 1;
          const label = `${surah}. ${nameOf(surah)}: ${t(`record.statuses.${status}`)}`;
          return (
            <ButtonBase
              key={surah}
              role="listitem"
              data-surah={surah}
              data-status={status}
              aria-label={
                onSet ? `${t('record.statusOf', { surah: nameOf(surah) })}. ${label}` : label
              }
              title={label}
              disabled={!onSet}
              onClick={(event: MouseEvent<HTMLElement>) =>
                setMenu({ anchor: event.currentTarget, surah })
              }
              sx={{
                height: 28,
                borderRadius: 0.5,
                bgcolor: STATUS_COLOURS[status],
                color: statusTextColour(status),
                fontSize: 12,
                gap: 0.25,
              }}
            >
              {surah}
              <StatusIcon status={status} />
            </ButtonBase>
          );
        })}
      </Box>
      <Menu open={menu !== null} anchorEl={menu?.anchor} onClose={() => setMenu(null)}>
        {SURAH_STATUSES.map((status) => (
          <MenuItem
            key={status}
            selected={menu ? statuses[menu.surah - 1] === status : false}
            onClick={() => {
              if (menu && onSet) onSet(menu.surah, status);
              setMenu(null);
            }}
          >
            {t(`record.statuses.${status}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
