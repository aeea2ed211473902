import type { TeacherPage } from '@app/shared';
import type { ReactNode } from 'react';

/**
 * Lets the app wrap a signed-in student's actions on a Sheikh's page (Call, Follow) in what
 * another feature decides about them (a block), since features do not import each other.
 */
export type StudentActionsSlot = (teacher: TeacherPage, actions: ReactNode) => ReactNode;
