import type { ComponentType } from 'react';
import { ROLES, type Role } from '@app/shared';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import FamilyRestroomIcon from '@mui/icons-material/FamilyRestroom';
import FlagIcon from '@mui/icons-material/Flag';
import GroupIcon from '@mui/icons-material/Group';
import HistoryIcon from '@mui/icons-material/History';
import HomeIcon from '@mui/icons-material/Home';
import MeetingRoomIcon from '@mui/icons-material/MeetingRoom';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import PersonIcon from '@mui/icons-material/Person';

export type MenuGroup = 'general' | 'account' | 'system' | 'meeting';

export interface MenuItem {
  group: MenuGroup;
  route: string;
  /** Translation key in the shell namespace; a function when the label depends on the role. */
  labelKey: string | ((role: Role) => string);
  icon: ComponentType;
  roles: readonly Role[];
}

const EVERYONE: readonly Role[] = ROLES;

/** The side navigation, in display order. */
export const MENU_ITEMS: readonly MenuItem[] = [
  { group: 'general', route: '/', labelKey: 'menu.items.home', icon: HomeIcon, roles: EVERYONE },
  {
    group: 'general',
    route: '/family',
    labelKey: 'menu.items.family',
    icon: FamilyRestroomIcon,
    roles: ['guardian'],
  },
  {
    group: 'account',
    route: '/profile',
    labelKey: 'menu.items.profile',
    icon: PersonIcon,
    roles: EVERYONE,
  },
  {
    group: 'system',
    route: '/users',
    labelKey: 'menu.items.users',
    icon: GroupIcon,
    roles: ['superadmin', 'admin'],
  },
  {
    group: 'system',
    route: '/rooms',
    labelKey: 'menu.items.rooms',
    icon: AdminPanelSettingsIcon,
    roles: ['superadmin', 'admin'],
  },
  {
    group: 'system',
    route: '/reports',
    labelKey: 'menu.items.reports',
    icon: FlagIcon,
    roles: ['superadmin', 'admin'],
  },
  {
    group: 'meeting',
    route: '/main',
    labelKey: (role) => (role === 'teacher' ? 'menu.items.findStudent' : 'menu.items.findTeacher'),
    icon: MeetingRoomIcon,
    roles: ['teacher', 'student'],
  },
  {
    group: 'meeting',
    route: '/record',
    labelKey: (role) => (role === 'student' ? 'menu.items.myRecord' : 'menu.items.records'),
    icon: MenuBookIcon,
    roles: ['teacher', 'student'],
  },
  {
    group: 'meeting',
    route: '/history',
    labelKey: 'menu.items.history',
    icon: HistoryIcon,
    roles: ['teacher', 'student'],
  },
  {
    group: 'system',
    route: '/record',
    labelKey: 'menu.items.records',
    icon: MenuBookIcon,
    roles: ['superadmin', 'admin'],
  },
];

/** The items a role may see, grouped in menu order. */
export function menuGroupsFor(role: Role): Array<{ group: MenuGroup; items: MenuItem[] }> {
  const groups: Array<{ group: MenuGroup; items: MenuItem[] }> = [];
  for (const item of MENU_ITEMS) {
    if (!item.roles.includes(role)) continue;
    const existing = groups.find((entry) => entry.group === item.group);
    if (existing) existing.items.push(item);
    else groups.push({ group: item.group, items: [item] });
  }
  return groups;
}

/** The translation key of an item's label for a role. */
export function labelKeyOf(item: MenuItem, role: Role): string {
  return typeof item.labelKey === 'function' ? item.labelKey(role) : item.labelKey;
}
