/**
 * How a student joins a booked lesson: the app passes the call layer's own start, so a lesson
 * is joined by the same call as the Call button (a booked lesson is no meeting of its own).
 */
export type JoinLesson = (teacherId: string) => void;
