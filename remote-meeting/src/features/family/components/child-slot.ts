import type { ChildSummary } from '@app/shared';
import type { ReactNode } from 'react';

/**
 * A part of a child's card another feature draws (its lessons, its record), composed by the
 * app, since features do not import each other.
 */
export type ChildSlot = (child: ChildSummary) => ReactNode;
