// The mark's colours, icons and label are shared with the record (src/lib/marks).
export { MARK_COLOURS, MARK_ICONS, markLabel } from '../../lib/marks/mark-kinds';
