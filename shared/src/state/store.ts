import { createStore } from 'jotai';

/**
 * The one jotai store of the page. The shell provides it and every remote reads and writes the
 * same atoms through it; never create another.
 */
export const appStore = createStore();
