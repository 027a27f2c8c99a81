import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API_ROUTES, type AttendanceParams, type AttendanceResponse } from '@trellis/contracts';
import { apiFetch, listUrl } from '@trellis/platform';
import { attendanceKeys } from './attendance-keys';

export function getAttendance(query: AttendanceParams): Promise<AttendanceResponse> {
  return apiFetch<AttendanceResponse>(listUrl(API_ROUTES.attendance, query));
}

/** A month of one page of engineers; the last answer stays on screen while the next loads. */
export function useAttendance(query: AttendanceParams) {
  return useQuery({
    queryKey: attendanceKeys.month(query),
    queryFn: () => getAttendance(query),
    placeholderData: keepPreviousData,
  });
}
