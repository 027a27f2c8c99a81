import type { AttendanceParams } from '@trellis/contracts';

export const attendanceKeys = {
  all: ['attendance'] as const,
  month: (query: AttendanceParams) => ['attendance', query] as const,
};
