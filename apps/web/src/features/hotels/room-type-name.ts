import type { TInventoryRoomType } from '@frs/contract';

/** How a room type is named in the dialog and the calendar's labels: its category and meal. */
export function roomTypeName(roomType: TInventoryRoomType): string {
  return `${roomType.categoryName} · ${roomType.mealType}`;
}
