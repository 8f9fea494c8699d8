import type { Caller } from '../../access/caller.ts'
import { actorOf } from '../../audit/write.ts'

/** Who a log entry names: the person, or the token by its name with its creator's id. */
export function logActorOf(caller: Caller): { id: number | null; name: string } {
  const actor = actorOf(caller)
  return { id: actor.userId, name: actor.name }
}
