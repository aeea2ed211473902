import { useQuery } from '@tanstack/react-query';
import { WAITING_HOMEWORK_KEY } from '../../lib/homework/homework-keys';
import { getWaitingHomework } from './api/review-api';

/** The Sheikh's recordings waiting for review, reloaded after each review. */
export const useWaitingHomework = (enabled: boolean) =>
  useQuery({ queryKey: WAITING_HOMEWORK_KEY, queryFn: getWaitingHomework, enabled });
