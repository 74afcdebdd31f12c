/** SPEC 9: ticket times "HH:mm" are shown hh:mm A (06:00 PM); the suffixes are translated. */
export function formatTicketTime(time: string, suffix: { am: string; pm: string }): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!match) return time;
  const hours = Number(match[1]);
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${String(twelve).padStart(2, '0')}:${match[2]} ${hours < 12 ? suffix.am : suffix.pm}`;
}

/** A ticket's slot: "06:00 PM – 11:00 PM". */
export function formatSlot(start: string, end: string, suffix: { am: string; pm: string }): string {
  return `${formatTicketTime(start, suffix)} – ${formatTicketTime(end, suffix)}`;
}
