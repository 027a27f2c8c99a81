import { APP_ROUTES, type Counts } from '@trellis/contracts/constants';
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
  ShieldCheck,
  Target,
  Ticket,
  UserCog,
  Users,
  Video,
  Wallet,
  // new-area:icons
} from 'lucide-react';

export interface SidebarItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** The live counter shown as a badge. */
  count?: keyof Counts;
}

/** The sidebar's items, in order. */
export const SIDEBAR_ITEMS: SidebarItem[] = [
  { label: 'Dashboard', to: APP_ROUTES.dashboard, icon: LayoutDashboard },
  { label: 'Engineers', to: APP_ROUTES.engineers, icon: HardHat, count: 'engineers' },
  { label: 'Customers', to: APP_ROUTES.customers, icon: Users, count: 'customers' },
  { label: 'Leads', to: APP_ROUTES.leads, icon: Target, count: 'leads' },
  { label: 'Engineer Payout', to: APP_ROUTES.engineerPayout, icon: Wallet },
  {
    label: 'Customer Receivable',
    to: APP_ROUTES.customerReceivable,
    icon: Receipt,
    count: 'customerReceivable',
  },
  { label: 'Tickets', to: APP_ROUTES.tickets, icon: Ticket, count: 'tickets' },
  { label: 'Asset Management', to: APP_ROUTES.assetManagement, icon: Package },
  { label: 'Project Management', to: APP_ROUTES.projectManagement, icon: FolderKanban },
  { label: 'Meeting', to: APP_ROUTES.meeting, icon: Video },
  { label: 'Sample Reports', to: APP_ROUTES.sampleReports, icon: FileChartColumn },
  { label: 'Attendance', to: APP_ROUTES.attendance, icon: CalendarCheck },
  { label: 'Leaves', to: APP_ROUTES.leaves, icon: CalendarOff, count: 'leaves' },
  { label: 'Library', to: APP_ROUTES.library, icon: Library },
  { label: 'Training', to: APP_ROUTES.training, icon: GraduationCap },
  // new-area:sidebar
  { label: 'Notifications', to: APP_ROUTES.notifications, icon: Bell, count: 'notifications' },
  { label: 'Profile', to: APP_ROUTES.profile, icon: CircleUser },
];

export const SETTINGS_ITEMS: SidebarItem[] = [
  { label: 'Holiday', to: APP_ROUTES.holiday, icon: CalendarDays },
  { label: 'Roles', to: APP_ROUTES.roles, icon: ShieldCheck },
  { label: 'System Users', to: APP_ROUTES.systemUsers, icon: UserCog },
  { label: 'Activity', to: APP_ROUTES.activity, icon: History },
  { label: 'Bank', to: APP_ROUTES.bank, icon: Landmark },
];
