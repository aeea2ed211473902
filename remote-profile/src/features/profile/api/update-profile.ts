import { apiClient, currentUserAtom, profileFrom, setUserAtom, type User } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { useStore } from 'jotai';
import type { ProfileChanges } from '../schemas/profile-changes';

/** The answer held no user, so there is nothing to store. */
export class InvalidProfileResponseError extends Error {
  override name = 'InvalidProfileResponseError';
}

/** PUT /auth/profile as multipart (docs/product.md): optional name and avatar file. */
export async function updateProfile(changes: ProfileChanges): Promise<User> {
  const body = new FormData();
  if (changes.name !== undefined) body.append('name', changes.name);
  if (changes.avatar) body.append('avatar', changes.avatar, changes.avatar.name);
  const user = profileFrom(await apiClient.call('auth.updateProfile', { body }));
  if (!user) throw new InvalidProfileResponseError('Invalid response from server');
  return user;
}

/** The saved user merged into the stored one; the stored id is kept whatever the answer says. */
export function mergeSavedUser(current: User, saved: User): User {
  return { ...current, ...saved, _id: current._id };
}

/**
 * Saves the profile and merges the answer into the stored user, keeping its id (see
 * docs/product.md#sessions-and-state). The shell's top bar, menu and landing read that user, so a new picture shows there at
 * once, without a reload.
 */
export function useUpdateProfile() {
  const store = useStore();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (updated) => {
      const current = store.get(currentUserAtom);
      if (current) store.set(setUserAtom, mergeSavedUser(current, updated));
    },
  });
}
