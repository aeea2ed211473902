import { apiClient, type Gender } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { familyKeys } from './family-keys';

/** A Sheikh a guardian may allow a child to see and call. */
export interface SheikhChoice {
  _id: string;
  name: string;
  /** Unknown for a Sheikh chosen earlier who is no longer listed. */
  gender: Gender | null;
}

/** `GET /users/teachers`: every approved Sheikh, by name only (what the picker needs). */
export async function getSheikhChoices(): Promise<SheikhChoice[]> {
  const teachers = (await apiClient.call('users.teachers')).data;
  return teachers.map(({ _id, name, gender }) => ({ _id, name, gender }));
}

/** The Sheikhs a guardian picks from; asked only once the settings are opened. */
export function useSheikhChoices() {
  return useQuery({ queryKey: familyKeys.sheikhs(), queryFn: getSheikhChoices });
}
