import type { TMealType } from '@frs/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** A room of a hold as its panel lists it: the line's title of it, its meal and who sleeps there. */
export interface THeldRoom {
  id: number;
  title: string;
  mealType: TMealType;
  people: string[];
}

/** The rooms a hold keeps (a hotel stay's, a package's), numbered, each with its meal and its people. */
export function HeldRooms({ rooms, testId }: { rooms: readonly THeldRoom[]; testId: string }) {
  const { t } = useTranslation();
  return (
    <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }} data-testid={testId}>
      {rooms.map((room) => (
        <li key={room.id}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {room.title} · {t(`enums.mealType.${room.mealType}`)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {room.people.join(', ')}
          </Typography>
        </li>
      ))}
    </Box>
  );
}
