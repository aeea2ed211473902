import { apiErrorText, genderContext, type Gender, useTexts } from '@app/shared';
import Button from '@mui/material/Button';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import { enqueueSnackbar } from 'notistack';
import { useToggleFollow } from '../api/follow-teacher';
import { useFollows } from '../api/get-follows';

interface FollowButtonProps {
  /** The Sheikh: its id and name, and its gender when known (the texts agree with it). */
  teacher: { _id: string; name: string; gender?: Gender | null };
  size?: 'small' | 'medium';
}

/**
 * A student follows (or stops following) a Sheikh, to be told when the Sheikh comes online.
 * Shown only to students; the server refuses anyone else anyway.
 */
export function FollowButton({ teacher, size = 'small' }: FollowButtonProps) {
  const { t } = useTexts('meeting');
  const follows = useFollows();
  const toggle = useToggleFollow();
  if (!follows.data) return null;
  const { _id: teacherId, name } = teacher;
  const context = genderContext(teacher);
  const following = follows.data.teacherIds.includes(teacherId);
  return (
    <Button
      size={size}
      variant={following ? 'text' : 'outlined'}
      startIcon={following ? <NotificationsActiveIcon /> : <NotificationsNoneIcon />}
      aria-pressed={following}
      aria-label={t(following ? 'follows.unfollowLabel' : 'follows.followLabel', { name })}
      disabled={toggle.isPending}
      onClick={() =>
        toggle.mutate(
          { teacherId, follow: !following },
          {
            onSuccess: () =>
              enqueueSnackbar(
                t(following ? 'follows.unfollowed' : 'follows.followed', { name, context }),
                { variant: 'success' },
              ),
            onError: (error) => enqueueSnackbar(apiErrorText(error), { variant: 'error' }),
          },
        )
      }
    >
      {t(following ? 'follows.following' : 'follows.follow', { context })}
    </Button>
  );
}
