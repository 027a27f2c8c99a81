import {
  APP_ROUTES,
  AREA_SIDEBAR_ENTRIES,
  type AreaIconName,
  type Counts,
} from '@trellis/contracts/constants';
import {
  Bell,
  CalendarCheck,
  CalendarDays,
  CalendarOff,
  CircleUser,
  FileChartColumn,
  FolderKanban,
  GraduationCap,
  History,
  HardHat,
  LayoutDashboard,
  Landmark,
  Library,
  type LucideIcon,
  Package,
  Receipt,
  Shapes,
  ShieldCheck,
  Target,
  Ticket,
  UserCog,
  Users,
  Video,
  Wallet,
} from 'lucide-react';

export interface SidebarItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** The live counter shown as a badge. */
  count?: keyof Counts;
}

/** The icons an area's descriptor may name. */
const AREA_ICONS: Record<AreaIconName, LucideIcon> = {
  Bell,
  CalendarDays,
  CalendarOff,
  HardHat,
  Package,
  Receipt,
  Shapes,
  ShieldCheck,
  Target,
  Ticket,
  UserCog,
  Users,
  Wallet,
};

type Placed = SidebarItem & { order: number };

/** The shell's own entries and the areas' of one section, in order. */
function section(own: Placed[], name: 'main' | 'settings'): SidebarItem[] {
  const areas = AREA_SIDEBAR_ENTRIES.filter((entry) => entry.section === name).map(
    ({ label, path, icon, order, badge }): Placed => ({
      label,
      to: path,
      icon: AREA_ICONS[icon],
      order,
      ...(badge ? { count: badge } : {}),
    }),
  );
  return [...own, ...areas]
    .sort((a, b) => a.order - b.order)
    .map(({ order: _order, ...item }) => item);
}

/** The sidebar's items, in order (numbered in tens, so an area's entry can sit between two). */
export const SIDEBAR_ITEMS: SidebarItem[] = section(
  [
    { label: 'Dashboard', to: APP_ROUTES.dashboard, icon: LayoutDashboard, order: 10 },
    {
      label: 'Project Management',
      to: APP_ROUTES.projectManagement,
      icon: FolderKanban,
      order: 90,
    },
    { label: 'Meeting', to: APP_ROUTES.meeting, icon: Video, order: 100 },
    { label: 'Sample Reports', to: APP_ROUTES.sampleReports, icon: FileChartColumn, order: 110 },
    { label: 'Attendance', to: APP_ROUTES.attendance, icon: CalendarCheck, order: 120 },
    { label: 'Library', to: APP_ROUTES.library, icon: Library, order: 140 },
    { label: 'Training', to: APP_ROUTES.training, icon: GraduationCap, order: 150 },
    { label: 'Profile', to: APP_ROUTES.profile, icon: CircleUser, order: 910 },
  ],
  'main',
);

export const SETTINGS_ITEMS: SidebarItem[] = section(
  [
    { label: 'Activity', to: APP_ROUTES.activity, icon: History, order: 40 },
    { label: 'Bank', to: APP_ROUTES.bank, icon: Landmark, order: 50 },
  ],
  'settings',
);
