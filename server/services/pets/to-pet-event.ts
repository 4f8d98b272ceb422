import type { TPetEvent } from '#common/contracts/pets.ts';
import type { PetEventRow } from '#server/db/schema.ts';

export function toPetEvent(row: PetEventRow): TPetEvent {
  return {
    id: row.id,
    kind: row.kind,
    occurredOn: row.occurred_on,
    note: row.note,
    createdAt: row.created_at,
  };
}
