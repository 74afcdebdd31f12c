/** An event's door as staff manage it (issue 23): gates, keys, admissions per gate. */
export const eventDoorAdminKeys = {
  checkIn: (eventId: number) => ['event-door-admin', 'check-in', eventId] as const,
};
