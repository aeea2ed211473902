import { asSignedIn } from './signed-in';

/** The notification component tests as a signed-in teacher (see asSignedIn). */
export const asSignedInTeacher = (registerTranslations: () => void) =>
  asSignedIn('teacher', registerTranslations);
