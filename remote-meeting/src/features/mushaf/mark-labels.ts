// The mark's colours and icons are shared with the record (src/lib/marks), its words with the
// admin's report (@app/shared).
export { markLabel } from '@app/shared';
export { MARK_COLOURS, MARK_ICONS } from '../../lib/marks/mark-kinds';
