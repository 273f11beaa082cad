/** A message as delivered to subscribers: `[join_ref, ref, topic, event, payload]` in vsn 2.0.0. */
export interface BroadcastMessage {
  topic: string
  isPrivate: boolean
  event: string
  payload: unknown
}

export interface Subscriber {
  /** Delivers one broadcast to this subscription. */
  deliver(message: BroadcastMessage): void
  /** Whether this subscriber also receives its own messages (`broadcast.self`). */
  receivesOwn: boolean
}

/**
 * Topic registry and fan-out shared by the websocket and HTTP broadcast endpoints.
 * Private and public channels of the same name are separate, as in Supabase Realtime.
 */
export class BroadcastHub {
  private readonly topics = new Map<string, Set<Subscriber>>()

  subscribe(topic: string, isPrivate: boolean, subscriber: Subscriber): void {
    const key = topicKey(topic, isPrivate)
    const set = this.topics.get(key) ?? new Set<Subscriber>()
    set.add(subscriber)
    this.topics.set(key, set)
  }

  unsubscribe(topic: string, isPrivate: boolean, subscriber: Subscriber): void {
    const key = topicKey(topic, isPrivate)
    const set = this.topics.get(key)
    set?.delete(subscriber)
    if (set?.size === 0) this.topics.delete(key)
  }

  /** Sends to every subscriber of the topic except `sender`, unless it asked for `self`. */
  publish(message: BroadcastMessage, sender?: Subscriber): number {
    const set = this.topics.get(topicKey(message.topic, message.isPrivate))
    let delivered = 0
    for (const subscriber of set ?? []) {
      if (subscriber === sender && !subscriber.receivesOwn) continue
      subscriber.deliver(message)
      delivered++
    }
    return delivered
  }
}

function topicKey(topic: string, isPrivate: boolean): string {
  return `${isPrivate ? 'private' : 'public'}:${topic}`
}
