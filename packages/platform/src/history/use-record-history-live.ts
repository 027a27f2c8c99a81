import { useQueryClient } from '@tanstack/react-query';
import { REALTIME_EVENTS } from '@trellis/contracts/constants';
import { useRealtimeEvent } from '../realtime/hooks';
import { historyKeys, type HistoryEntity } from './get-record-history';

/**
 * Refetches the record's history when the trail announces a new entry for it, or many entries
 * on its area at once (a bulk action or an import names no record). This tab's own writes count
 * too: the mutation that made them refreshed the record, not its history.
 */
export function useRecordHistoryLive(entity: HistoryEntity, entityId: string): void {
  const queryClient = useQueryClient();
  useRealtimeEvent(REALTIME_EVENTS.auditRecorded, (event) => {
    if (event.entity !== entity) return;
    if (event.entity_id !== null && event.entity_id !== entityId) return;
    void queryClient.invalidateQueries({ queryKey: historyKeys.record(entity, entityId) });
  });
}
