// Following a Sheikh: a student follows Sheikhs to be told when one comes online.

export type { FollowedTeachers } from './api-contract/follows-contract';
