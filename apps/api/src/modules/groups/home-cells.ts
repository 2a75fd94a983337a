/**
 * Turns the home cells written on members (`home_cell_fellowship`, `home_cell_pastor`) into groups:
 * one home-cell group per distinct fellowship name of a church (names compared without case or
 * surrounding spaces), its members in it, and the member whose full name is the pastor's as its
 * leader. A pastor who is not a member of the church leaves the group without a leader; the text
 * stays on the members. Running it again adds only what is missing.
 *
 * Migration 0035 runs these same statements once over every church (the groups test holds the two
 * to the same text); the demo runs them (`homeCellsToGroups` in groups.seed.ts) for its home cells.
 */
export const HOME_CELL_STATEMENTS = [
  `insert into groups (church_id, name, kind)
select distinct on (church_id, lower(btrim(home_cell_fellowship))) church_id, btrim(home_cell_fellowship), 'home_cell'
from members where btrim(home_cell_fellowship) <> ''
order by church_id, lower(btrim(home_cell_fellowship)), id
on conflict do nothing`,
  `insert into group_members (church_id, group_id, member_id, role)
select m.church_id, g.id, m.id, 'member'
from members m join groups g on g.church_id = m.church_id and g.kind = 'home_cell' and lower(g.name) = lower(btrim(m.home_cell_fellowship))
on conflict do nothing`,
  `insert into group_members (church_id, group_id, member_id, role)
select distinct on (g.id, p.id) g.church_id, g.id, p.id, 'leader'
from groups g
join members m on m.church_id = g.church_id and lower(btrim(m.home_cell_fellowship)) = lower(g.name) and btrim(m.home_cell_pastor) <> ''
join members p on p.church_id = g.church_id and lower(p.first_name || ' ' || p.last_name) = lower(btrim(m.home_cell_pastor))
where g.kind = 'home_cell'
order by g.id, p.id
on conflict (group_id, member_id) do update set role = 'leader'`,
];
