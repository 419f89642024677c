/**
 * The invariants of a whole database (docs/DOMAIN.md: seats, money, orders), checked by SQL on either driver after a
 * crash or a long run: each query returns the rows that break its rule, so an empty result everywhere is a healthy
 * database. The model tests check the same rules step by step on their own rows; this is the sweep over everything.
 */

/** A parameterised query's rows: PGlite's `client.query` and pg's `client.query` both fit. */
export type TSqlQuery = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

const RULES: { rule: string; sql: string }[] = [
  {
    rule: "a class's held and sold seats equal the sitting passengers of its holds and of its bookings and tickets",
    sql: `select c.id as class_id, c.seats, c.held, c.sold,
        coalesce(x.held, 0)::int as held_by_orders, coalesce(x.sold, 0)::int as sold_by_orders
      from classes c left join (
        select s.class_id,
          count(*) filter (where o.status = 'hold') as held,
          count(*) filter (where o.status in ('booked', 'ticketed')) as sold
        from order_segments s join orders o on o.id = s.order_id
        join order_passengers p on p.order_id = o.id and p.status = 'active' and p.type <> 'infant'
        group by s.class_id) x on x.class_id = c.id
      where c.held <> coalesce(x.held, 0) or c.sold <> coalesce(x.sold, 0) or c.held < 0 or c.sold < 0
        or c.held + c.sold > c.seats`,
  },
  {
    rule: "a room's held and sold nights equal the active rooms of its holds and of its bookings and confirmations",
    sql: `select n.room_id, n.night, n.allotment, n.held, n.sold,
        coalesce(x.held, 0)::int as held_by_orders, coalesce(x.sold, 0)::int as sold_by_orders
      from room_nights n left join (
        select r.room_id, d.night::date as night,
          count(*) filter (where o.status = 'hold') as held,
          count(*) filter (where o.status in ('booked', 'ticketed')) as sold
        from hotel_order_rooms r join orders o on o.id = r.order_id
        cross join lateral generate_series(r.check_in, r.check_out - 1, interval '1 day') as d(night)
        where r.status = 'active'
        group by r.room_id, d.night::date) x on x.room_id = n.room_id and x.night = n.night
      where n.held <> coalesce(x.held, 0) or n.sold <> coalesce(x.sold, 0)`,
  },
  {
    rule: "a user's balance equals the sum of its ledger, whose entries run 1..n and end at that balance",
    sql: `select u.id as user_id, u.balance, u.credit_limit, coalesce(l.total, 0)::bigint as ledger_total,
        coalesce(l.entries, 0)::int as entries, coalesce(l.last_sequence, 0)::int as last_sequence,
        l.last_balance_after
      from users u left join (
        select user_id, sum(amount) as total, count(*) as entries, max(sequence) as last_sequence,
          (array_agg(balance_after order by sequence desc))[1] as last_balance_after
        from balance_entries group by user_id) l on l.user_id = u.id
      where u.balance <> coalesce(l.total, 0) or coalesce(l.entries, 0) <> coalesce(l.last_sequence, 0)
        or (l.entries > 0 and l.last_balance_after <> u.balance) or u.balance < -u.credit_limit`,
  },
  {
    rule: "a ledger entry of an order names an existing order of the entry's agent",
    sql: `select b.id as entry_id, b.user_id, b.kind, b.order_reference
      from balance_entries b left join orders o on o.pnr = b.order_reference
      where (b.kind in ('ticketing', 'refund', 'penalty', 'price-correction') or b.order_reference is not null)
        and (o.id is null or o.agent_id is distinct from b.user_id)`,
  },
  {
    rule: "an agent's ledger of orders equals, negated, what its orders say were paid",
    sql: `select u.id as user_id, coalesce(l.total, 0)::bigint as ledger_of_orders, coalesce(p.paid, 0)::bigint as paid
      from users u
      left join (select user_id, sum(amount) as total from balance_entries
        where kind in ('ticketing', 'refund', 'penalty', 'price-correction') group by user_id) l on l.user_id = u.id
      left join (select agent_id, sum(paid) as paid from orders group by agent_id) p on p.agent_id = u.id
      where -coalesce(l.total, 0) <> coalesce(p.paid, 0)`,
  },
  {
    rule: 'a ticketed or refunded order paid its payable and penalties; any other order paid nothing',
    sql: `select id as order_id, pnr, status, payable, penalties, paid from orders
      where (status in ('ticketed', 'refunded') and paid <> payable + penalties)
        or (status in ('hold', 'booked', 'cancelled', 'expired') and paid <> 0)`,
  },
  {
    rule: "a ticketed flight order's active passengers have ticket numbers; an order never ticketed has none",
    sql: `select o.id as order_id, o.pnr, o.status, p.id as passenger_id, p.ticket_number
      from orders o join order_passengers p on p.order_id = o.id
      where (o.product_line <> 'hotel' and o.status = 'ticketed' and p.status = 'active' and p.ticket_number is null)
        or (o.status in ('hold', 'booked') and p.ticket_number is not null)`,
  },
];

/** Every broken rule with its first offending rows; empty when the database is healthy. */
export async function findInvariantBreaches(query: TSqlQuery): Promise<string[]> {
  const breaches: string[] = [];
  for (const { rule, sql } of RULES) {
    const { rows } = await query(`${sql} limit 5`);
    if (rows.length > 0) {
      breaches.push(
        `${rule}: ${JSON.stringify(rows, (_, value: unknown) => (typeof value === 'bigint' ? String(value) : value))}`,
      );
    }
  }
  return breaches;
}
