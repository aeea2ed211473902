import { UserAvatar, type BlockedTeacher } from '@app/shared';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

/**
 * Blocked Sheikhs, a row each: the avatar, what `nameOf` shows for him (a link, or his name
 * with who blocked him), and what `actionOf` offers (Unblock, or why not).
 */
export function BlockedSheikhList({
  teachers,
  nameOf,
  actionOf,
  testId,
}: {
  teachers: readonly BlockedTeacher[];
  nameOf(teacher: BlockedTeacher): ReactNode;
  actionOf(teacher: BlockedTeacher): ReactNode;
  testId: string;
}) {
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {teachers.map((teacher) => (
        <Stack
          component="li"
          key={teacher._id}
          direction="row"
          spacing={1.5}
          sx={{ alignItems: 'center' }}
          data-testid={testId}
        >
          <UserAvatar name={teacher.name} avatar={teacher.avatar} size={32} />
          {nameOf(teacher)}
          {actionOf(teacher)}
        </Stack>
      ))}
    </Stack>
  );
}
