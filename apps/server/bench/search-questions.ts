import { addDays, todayIsoDate } from '@frs/contract';

/**
 * The benches' flight questions: round trips EVN ⇄ SVO, in both directions, leaving 1 to 30 days ahead and back a
 * week later, for four passenger mixes: 240 different questions sent in turn, so that a figure is the database's work,
 * not a cache's. `idOf` gives an airport's id by its IATA code.
 */
export function roundTripQuestions(idOf: (code: string) => number) {
  const today = todayIsoDate();
  const mixes = [
    { adults: 2, children: 1, infants: 0 },
    { adults: 1, children: 0, infants: 0 },
    { adults: 2, children: 0, infants: 0 },
    { adults: 1, children: 0, infants: 1 },
  ];
  const questions = [];
  for (let day = 1; day <= 30; day++)
    for (const [from, to] of [
      ['EVN', 'SVO'],
      ['SVO', 'EVN'],
    ] as const)
      for (const passengers of mixes)
        questions.push({
          travelType: 'roundTrip',
          legs: [
            { fromAirportId: idOf(from), toAirportId: idOf(to), date: addDays(today, day) },
            { fromAirportId: idOf(to), toAirportId: idOf(from), date: addDays(today, day + 7) },
          ],
          passengers,
        });
  return questions;
}
