/**
 * The texts of /reports/flight (the flight report: its request, table and charts): the `reports` feature bundle
 * (feature-texts.ts), downloaded with the screen; hy.ts and ru.ts are typed against this one.
 */
export const reportsEn = {
  flightReport: {
    request: 'Report request',
    startDate: 'Departures from',
    endDate: 'Departures to',
    groupBy: 'Group by',
    groups: { flight: 'Flight', class: 'Class', agent: 'Agent', day: 'Day' },
    groupColumns: { flight: 'Flight', class: 'Class', agent: 'Agent', day: 'Day' },
    airline: 'Airline',
    fromAirport: 'From airport',
    toAirport: 'To airport',
    flights: 'Flights',
    agent: 'Agent',
    allAgents: 'All agents',
    reset: 'This month, no filters',
    columns: {
      capacity: 'Capacity',
      sold: 'Sold',
      held: 'Held',
      free: 'Free',
      loadFactor: 'Load factor',
      revenueGross: 'Revenue gross',
      revenueNet: 'Revenue net',
      commission: 'Commission',
      refunds: 'Refunds',
      penalties: 'Penalties',
      passengers: 'Passengers',
    },
    total: 'Total',
    table: 'The report, one row per group',
    empty: 'No flights depart in this period with these filters',
    amounts: 'Amounts in AMD. Seats and load factor count booked and ticketed orders as sold.',
    charts: {
      loadFactor: 'Load factor per flight',
      loadFactorNote_one: 'The {{shown}} fullest of {{count}} flight',
      loadFactorNote_other: 'The {{shown}} fullest of {{count}} flights',
      loadFactorSeries: 'Load factor, %',
      revenue: 'Revenue per day',
      gross: 'Gross',
      net: 'Net',
      agents: 'Sales by agent',
      agentsSeries: 'Revenue gross, AMD',
      agentsNote_one: 'The agent with the highest sales of {{total}}',
      agentsNote_other: 'The {{count}} agents with the highest sales of {{total}}',
      noData: 'Nothing sold in this period',
      /**
       * Short amounts under and beside the charts, where the browser has no compact notation of the language
       * (Chromium has none for Armenian); `decimal` is the language's decimal mark.
       */
      compact: { thousand: '{{value}}K', million: '{{value}}M', billion: '{{value}}B', decimal: '.' },
    },
  },
};
