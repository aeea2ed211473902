import {
  apiClient,
  currentUserAtom,
  profileFrom,
  setUserAtom,
  type TeachingProfileUpdate,
  type User,
} from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { InvalidProfileResponseError, mergeSavedUser } from './update-profile';

/** PUT /auth/profile/teaching: the signed-in teacher's own teaching profile. */
export async function updateTeachingProfile(update: TeachingProfileUpdate): Promise<User> {
  const user = profileFrom(await apiClient.call('auth.updateTeachingProfile', { body: update }));
  if (!user) throw new InvalidProfileResponseError('Invalid response from server');
  return user;
}

/** Saves the teaching profile and stores the answer as the signed-in user. */
export function useUpdateTeachingProfile() {
  const store = useStore();
  return useMutation({
    mutationFn: updateTeachingProfile,
    onSuccess: (updated) => {
      const current = store.get(currentUserAtom);
      if (current) store.set(setUserAtom, mergeSavedUser(current, updated));
    },
  });
}
