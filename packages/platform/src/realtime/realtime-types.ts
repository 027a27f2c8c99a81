import type {
  RealtimeEventName,
  RealtimePayload,
  userProfileUpdatedEvent,
} from '@trellis/contracts/constants';

/** `user:{id}:profile:updated`, the per-user twin of `user:profile:updated`. */
export type UserProfileUpdatedEventName = ReturnType<typeof userProfileUpdatedEvent>;

/** Every event a screen can listen to: the contract's names plus the per-user profile event. */
export type SubscribableEvent = RealtimeEventName | UserProfileUpdatedEventName;

/** What an event carries, as the contract's schema parsed it. */
export type EventPayload<E extends SubscribableEvent> = E extends RealtimeEventName
  ? RealtimePayload<E>
  : RealtimePayload<'user:profile:updated'>;

/** Where an event came from. */
export interface RealtimeMeta {
  event: string;
  /** The id of the HTTP request whose write caused the event, when the server knew it. */
  requestId?: string;
  /** True when that request was sent by this tab (`apiFetch`): the event is our own echo. */
  own: boolean;
}

export type RealtimeHandler<E extends SubscribableEvent> = (
  data: EventPayload<E>,
  meta: RealtimeMeta,
) => void;
